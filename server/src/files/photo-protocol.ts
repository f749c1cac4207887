/** What the server and its photo process (photo-process.ts, photo-worker.ts) say to each other. */
import type { PhotoOutcome } from './photo-transform';

export interface PhotoTask {
  id: number;
  data: Uint8Array;
}

export type PhotoAnswer = { id: number } & PhotoOutcome;

/** Nice 10: the server's threads weigh about nine times as much as the photo process's with the scheduler. */
export const PHOTO_PROCESS_NICE = 10;
