/**
 * Photos are transformed in a child process at a lower CPU priority (decision 016). sharp already
 * works off the event loop, but on two cores its threads took the CPU the event loop needed: a
 * look-up waited behind image work (p99 80–100 ms while ten clients registered). A nice value cannot
 * be given to sharp's threads alone inside the server, because libuv's thread pool serves the whole
 * process. The process starts with the first photo and stops after a minute without one, so an idle
 * server holds no image library.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { FrameReader } from '../lib/frames';
import type { PhotoOutcome } from './photo-transform';
import { PHOTO_CHANNEL_FD, PHOTO_PROCESS_MALLOC_ARENAS, readAnswer, taskFrame } from './photo-protocol';

const IDLE_STOP_MS = 60_000;

interface Pending {
  resolve(outcome: PhotoOutcome): void;
  reject(error: Error): void;
}

interface PhotoProcess {
  process: ChildProcess;
  /** A socket to the process (its file descriptor 3), carrying photos and answers as frames. */
  channel: Socket;
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
  const worker = spawn(process.execPath, [...(fromSource ? ['--import', 'tsx'] : []), file], {
    stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? PHOTO_PROCESS_MALLOC_ARENAS },
  });
  const channel = worker.stdio[PHOTO_CHANNEL_FD] as Socket;
  const started: PhotoProcess = { process: worker, channel, pending: new Map() };
  const { pending } = started;
  const fail = (reason: Error) => {
    if (current === started) current = null;
    for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
  };
  const frames = new FrameReader((frame) => {
    let answer: ReturnType<typeof readAnswer>;
    try {
      answer = readAnswer(frame);
    } catch {
      // An answer that cannot be read: the process is not to be trusted, and its exit fails what is under way.
      worker.kill();
      return;
    }
    pending.get(answer.id)?.resolve(answer.outcome);
    pending.delete(answer.id);
    if (pending.size === 0) idle(started);
  });
  channel.on('data', (chunk: Buffer) => frames.push(chunk));
  worker.on('exit', (code, signal) => fail(new Error(`the photo process stopped (${signal ?? `exit code ${code}`})`)));
  // It could not start: the photos under way fail, the next starts afresh.
  worker.on('error', (error) => {
    fail(error);
    worker.kill();
  });
  // The socket broke (most often because the process died): its exit fails the photos under way.
  channel.on('error', () => worker.kill());
  return started;
}

/** With nothing under way the process must not keep the server alive, and stops after a while. */
function idle({ process: worker, channel }: PhotoProcess): void {
  worker.unref();
  channel.unref();
  idleTimer = setTimeout(() => worker.kill(), IDLE_STOP_MS);
  idleTimer.unref();
}

function busy({ process: worker, channel }: PhotoProcess): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  worker.ref();
  channel.ref();
}

/**
 * Transforms a photo (its bytes, or the path of a file holding them) in the photo process; rejects only
 * if that process fails, never for a bad image.
 */
export function transformInPhotoProcess(photo: readonly Uint8Array[] | string): Promise<PhotoOutcome> {
  current ??= start();
  const running = current;
  busy(running);
  const id = nextId++ >>> 0;
  return new Promise<PhotoOutcome>((resolve, reject) => {
    running.pending.set(id, { resolve, reject });
    // Written from the upload's own memory: no serialised copy of a megabyte per photo (decision 018).
    for (const bytes of taskFrame(id, photo)) running.channel.write(bytes);
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
