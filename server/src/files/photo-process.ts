/**
 * Photos are transformed in a child process at a lower CPU priority (decision 016). sharp already
 * works off the event loop, but on two cores its threads took the CPU the event loop needed: a
 * look-up waited behind image work (p99 80–100 ms while ten clients registered). A nice value cannot
 * be given to sharp's threads alone inside the server, because libuv's thread pool serves the whole
 * process. The process starts with the first photo and stops after a minute without one, so an idle
 * server holds no image library.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PhotoOutcome } from './photo-transform';
import type { PhotoAnswer, PhotoTask } from './photo-protocol';

const IDLE_STOP_MS = 60_000;

interface Pending {
  resolve(outcome: PhotoOutcome): void;
  reject(error: Error): void;
}

let child: ChildProcess | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let idleTimer: NodeJS.Timeout | null = null;

function start(): ChildProcess {
  // The bundle (build/server) ships the worker as photo-worker.js; from source it is TypeScript, run through tsx.
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(`./photo-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  const started = fork(file, [], {
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (answer: PhotoAnswer) => {
    const { id, ...outcome } = answer;
    const waiting = pending.get(id);
    pending.delete(id);
    waiting?.resolve(outcome);
    if (pending.size === 0) idle(started);
  });
  started.on('exit', (code, signal) => {
    if (child === started) child = null;
    const failed = [...pending.values()];
    pending.clear();
    const reason = new Error(`the photo process stopped (${signal ?? `exit code ${code}`})`);
    for (const waiting of failed) waiting.reject(reason);
  });
  return started;
}

/** With nothing under way the process must not keep the server alive, and stops after a while. */
function idle(worker: ChildProcess): void {
  worker.unref();
  worker.channel?.unref();
  idleTimer = setTimeout(() => worker.kill(), IDLE_STOP_MS);
  idleTimer.unref();
}

function busy(worker: ChildProcess): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  worker.ref();
  worker.channel?.ref();
}

/** Transforms a photo in the photo process; rejects only if that process fails, never for a bad image. */
export function transformInPhotoProcess(data: Buffer): Promise<PhotoOutcome> {
  child ??= start();
  const target = child;
  busy(target);
  const id = nextId++;
  return new Promise<PhotoOutcome>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.send({ id, data } satisfies PhotoTask);
  });
}

/** The photo process's pid while it runs (for the tests). */
export function photoProcessPid(): number | null {
  return child?.pid ?? null;
}

/** Stops the photo process; photos under way fail. Called at shutdown. */
export async function closePhotoProcess(): Promise<void> {
  const running = child;
  child = null;
  if (idleTimer) clearTimeout(idleTimer);
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill();
  await exited;
}
