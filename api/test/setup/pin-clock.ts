// Runs before every API test file: at a pinned instant (date matrix or PORTAL_NOW) the server's
// clock starts there, before any app, seed or test reads "now".
import { pinClock } from '../../src/lib/clock';
import { pinnedAt } from '../helpers/pinned-instant';

const at = pinnedAt();
if (at) pinClock(at);
