/**
 * The photo process (photo-process.ts): transforms the photos the server sends on file descriptor 3,
 * every thread at a lower CPU priority, so that on a busy machine the server's event loop runs before
 * image work (decision 016).
 */
import fs from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import { FrameReader } from '../lib/frames';
import { answerFrame, PHOTO_CHANNEL_FD, PHOTO_PROCESS_NICE, readTask } from './photo-protocol';
import { transformPhoto } from './photo-transform';

/**
 * On Linux a nice value belongs to one thread, and threads take their creator's: the threads already
 * running (V8's, libuv's pool, started while modules loaded) are lowered one by one, and those created
 * later (libvips') inherit it. Elsewhere the whole process is lowered.
 */
function lowerPriority(nice: number): void {
  let threads: string[] = [];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    os.setPriority(nice);
    return;
  }
  for (const thread of threads) os.setPriority(Number(thread), nice);
}

lowerPriority(PHOTO_PROCESS_NICE);
const channel = new Socket({ fd: PHOTO_CHANNEL_FD });
// The server is gone (or closed the socket): nothing more will arrive.
channel.on('end', () => process.exit(0));
channel.on('error', () => process.exit(0));
const tasks = new FrameReader((frame) => {
  const { id, photo } = readTask(frame);
  transformPhoto(photo).then(
    (outcome) => {
      for (const bytes of answerFrame(id, outcome)) channel.write(bytes);
    },
    (error: unknown) => {
      // sharp failed to load or broke: the server fails the photos under way and starts a new process.
      // Said as one line of the server's JSON log (the server's stderr is this process's).
      const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
      const line = {
        level: 50,
        time: Date.now(),
        pid: process.pid,
        msg: 'The photo process failed',
        err: { message, stack },
      };
      process.stderr.write(`${JSON.stringify(line)}\n`);
      process.exit(1);
    },
  );
});
channel.on('data', (chunk: Buffer) => tasks.push(chunk));
