// The physical limit every API figure is measured against: a Fastify hello-world (the API's own
// Fastify, its own process, logger off) on a loopback port, measured in the same run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fastifyPath = createRequire(path.join(repoRoot, 'api', 'package.json')).resolve('fastify');

const SERVER = `
const fastify = require(${JSON.stringify(fastifyPath)})({ logger: false });
fastify.get('/', async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.send && process.send('up'));
`;

/** Starts the hello-world in a child process; resolves { url, pid, stop } once it listens. */
export function startHelloWorld(port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SERVER], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
    child.once('message', () =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        pid: child.pid,
        stop: () => new Promise((r) => { child.removeAllListeners('exit'); child.once('exit', r); child.kill('SIGTERM'); }),
      }),
    );
  });
}
