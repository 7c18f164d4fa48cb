import { RetryPlugin } from '@module-federation/retry-plugin';

// Remote manifests and entries are retried before the shell shows a remote's fallback.
export default function retryRuntimePlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
}
