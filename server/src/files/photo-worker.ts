/**
 * The photo process (photo-process.ts): transforms photos sent over IPC, every thread at a lower CPU
 * priority, so that on a busy machine the server's event loop runs before image work (decision 016).
 */
import fs from 'node:fs';
import os from 'node:os';
import { PHOTO_PROCESS_NICE, type PhotoAnswer, type PhotoTask } from './photo-protocol';
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
// The server is gone (or stopped this process's channel): nothing more will arrive.
process.on('disconnect', () => process.exit(0));
process.on('message', (task: PhotoTask) => {
  transformPhoto(task.data).then(
    (outcome) => process.send?.({ id: task.id, ...outcome } satisfies PhotoAnswer),
    (error: unknown) => {
      // sharp failed to load or broke: the server fails the photos under way and starts a new process.
      console.error(error);
      process.exit(1);
    },
  );
});
