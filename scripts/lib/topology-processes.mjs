// The processes the topology test starts: each with its log under the work folder, stopped (with
// its process group when it has one) on the way out, and waited for until its URL answers.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { repoRoot } from '../pnpm.mjs';
import { fail, log, started, WORK } from './topology-env.mjs';

export function start(name, command, args, options = {}) {
  const logFile = path.join(WORK, 'logs', `${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', out, out], ...options });
  fs.closeSync(out);
  const entry = { name, child, logFile, exited: false };
  child.on('exit', () => {
    entry.exited = true;
  });
  started.push(entry);
  return entry;
}

/** Signals a child, or its whole process group; one that has just gone is not an error. */
function signal(entry, name) {
  try {
    if (entry.group) process.kill(-entry.child.pid, name);
    else entry.child.kill(name);
  } catch (err) {
    if (err.code !== 'ESRCH') throw err;
  }
}

export function stop(entry, signalName = 'SIGTERM') {
  if (entry.exited) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (!entry.exited) signal(entry, 'SIGKILL');
      resolve();
    }, 5000);
    entry.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(entry, signalName);
  });
}

/** nginx masters left by a run that was killed outright: ours only, recognised by their prefix. */
export function stopLeftovers() {
  const nginxRoot = path.join(WORK, 'nginx');
  if (!fs.existsSync(nginxRoot)) return;
  for (const name of fs.readdirSync(nginxRoot)) {
    const pidFile = path.join(nginxRoot, name, 'nginx.pid');
    if (!fs.existsSync(pidFile)) continue;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    let cmdline = '';
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.includes(path.join(nginxRoot, name))) {
      log(`stopping nginx ${pid} left by an earlier run`);
      process.kill(pid, 'SIGTERM');
    }
  }
}

export function runToEnd(name, command, args, env) {
  const result = spawnSync(command, args, { cwd: repoRoot, env, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  fs.mkdirSync(path.join(WORK, 'logs'), { recursive: true });
  fs.writeFileSync(path.join(WORK, 'logs', `${name}.log`), output);
  if (result.status !== 0) fail(`${name} failed (exit ${result.status}):\n${output}`);
  return output;
}

export async function waitFor(url, entry, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry?.exited) fail(`${entry.name} exited before ${url} answered; its log:\n${tail(entry.logFile)}`);
    try {
      const res = await globalThis.fetch(url, { signal: globalThis.AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(
    `${url} did not answer within ${timeoutMs / 1000}s${entry ? `; ${entry.name}'s log:\n${tail(entry.logFile)}` : ''}`,
  );
}

export function tail(file, lines = 40) {
  if (!fs.existsSync(file)) return '(no log)';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
