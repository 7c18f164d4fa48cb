// What the topology test's parts share: the apps, the ports, its work folder and how it fails.
import path from 'node:path';
import { repoRoot } from '../pnpm.mjs';

export const APPS = ['shell', 'mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public', 'mf-club'];
/** Apps the browser flows must have loaded from their own nginx. */
export const APPS_THE_FLOWS_USE = ['shell', 'mf-bookings', 'mf-shop', 'mf-public'];
export const [PROXY_PORT, API_A_PORT, API_B_PORT] = (process.env.TOPOLOGY_PORTS ?? '8181,8182,8183').split(',').map(Number);
export const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
export const NGINX_DIR = path.join(repoRoot, 'deploy', 'nginx');
export const WORK = path.join(repoRoot, '.tmp', 'topology');
export const MIME_TYPES = '/etc/nginx/mime.types';
export const HOW_TO_GET_NGINX =
  'nginx is not installed: `sudo apt-get update && sudo apt-get install -y nginx` (.ci/run installs it on a fresh machine).';

export const started = []; // { name, child }

export const log = (message) => console.log(`[topology] ${message}`);

export class TopologyFailure extends Error {}
export const fail = (message) => {
  throw new TopologyFailure(message);
};
