import { startSessionCheck } from './features/session/session-check';

// Ask the server who is signed in while the app's JavaScript downloads.
void startSessionCheck();
// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
