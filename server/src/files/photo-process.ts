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

interface PhotoProcess {
  process: ChildProcess;
  /** The photos sent to this process and not yet answered. */
  pending: Map<number, Pending>;
}

let current: PhotoProcess | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;

function start(): PhotoProcess {
  // The bundle (build/server) ships the worker as photo-worker.js; from source it is TypeScript, run through tsx.
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(`./photo-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  const started: PhotoProcess = {
    process: fork(file, [], {
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
    pending: new Map(),
  };
  const { process: worker, pending } = started;
  worker.on('message', (answer: PhotoAnswer) => {
    const { id, ...outcome } = answer;
    pending.get(id)?.resolve(outcome);
    pending.delete(id);
    if (pending.size === 0) idle(worker);
  });
  const fail = (reason: Error) => {
    if (current === started) current = null;
    for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
  };
  worker.on('exit', (code, signal) => fail(new Error(`the photo process stopped (${signal ?? `exit code ${code}`})`)));
  // It could not start, or a photo could not be sent to it: the photos under way fail, the next starts afresh.
  worker.on('error', (error) => {
    fail(error);
    worker.kill();
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
  current ??= start();
  const { process: worker, pending } = current;
  busy(worker);
  const id = nextId++;
  return new Promise<PhotoOutcome>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.send({ id, data } satisfies PhotoTask);
  });
}

/** The photo process's pid while it runs (for the tests). */
export function photoProcessPid(): number | null {
  return current?.process.pid ?? null;
}

/** Stops the photo process; photos under way fail. Called at shutdown. */
export async function closePhotoProcess(): Promise<void> {
  const running = current?.process;
  current = null;
  if (idleTimer) clearTimeout(idleTimer);
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill();
  await exited;
}
