/**
 * What the server and its photo process (photo-process.ts, photo-worker.ts) say to each other, as
 * frames (server/src/lib/frames.ts) on one socket: a task is the photo's own bytes after its id, or
 * the path of an upload on disk; an answer is the id, the outcome, and the stored photo's and
 * thumbnail's bytes (decision 018).
 */
import { frameHeader } from '../lib/frames';
import type { PhotoOutcome, PhotoRefusal } from './photo-transform';

/** Nice 10: the server's threads weigh about nine times as much as the photo process's with the scheduler. */
export const PHOTO_PROCESS_NICE = 10;

/**
 * glibc's allocator gives each thread an arena of its own; libvips' threads then leave memory scattered
 * over many, so sharp runs one thread at a time unless MALLOC_ARENA_MAX is set. With two arenas
 * sharp uses both cores: a photo's wall time fell from about 70 to 55 ms and the process's resident
 * memory from about 200 to 150-180 MB (decision 018).
 */
export const PHOTO_PROCESS_MALLOC_ARENAS = '2';

/** The photo process's end of the socket: its file descriptor 3. */
export const PHOTO_CHANNEL_FD = 3;

const OUTCOMES = ['photo', 'photoNotImage', 'photoTooManyPixels'] as const satisfies readonly (
  'photo' | PhotoRefusal
)[];

const PHOTO_BYTES = 0;
const PHOTO_PATH = 1;

/**
 * The buffers to write for a task: the header, id and kind, then the photo in the pieces it arrived
 * in, or the path of the file that holds it.
 */
export function taskFrame(id: number, photo: readonly Uint8Array[] | string): Uint8Array[] {
  const pieces = typeof photo === 'string' ? [Buffer.from(photo)] : photo;
  const size = pieces.reduce((total, piece) => total + piece.length, 0);
  const fixed = Buffer.allocUnsafe(5);
  fixed.writeUInt32BE(id, 0);
  fixed.writeUInt8(typeof photo === 'string' ? PHOTO_PATH : PHOTO_BYTES, 4);
  return [frameHeader(fixed.length + size), fixed, ...pieces];
}

export function readTask(frame: Buffer): { id: number; photo: Buffer | string } {
  const photo = frame.subarray(5);
  return { id: frame.readUInt32BE(0), photo: frame.readUInt8(4) === PHOTO_PATH ? photo.toString() : photo };
}

export function answerFrame(id: number, outcome: PhotoOutcome): Buffer[] {
  const photo = 'photo' in outcome ? outcome.photo.photo : new Uint8Array(0);
  const thumbnail = 'photo' in outcome ? outcome.photo.thumbnail : new Uint8Array(0);
  const fixed = Buffer.allocUnsafe(9);
  fixed.writeUInt32BE(id, 0);
  fixed.writeUInt8(OUTCOMES.indexOf('photo' in outcome ? 'photo' : outcome.refused), 4);
  fixed.writeUInt32BE(photo.length, 5);
  return [frameHeader(fixed.length + photo.length + thumbnail.length), fixed, photo, thumbnail].map((bytes) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
}

export function readAnswer(frame: Buffer): { id: number; outcome: PhotoOutcome } {
  const id = frame.readUInt32BE(0);
  const kind = OUTCOMES[frame.readUInt8(4)];
  if (!kind) throw new Error(`the photo process answered an unknown outcome (${frame.readUInt8(4)})`);
  if (kind !== 'photo') return { id, outcome: { refused: kind } };
  const photoEnd = 9 + frame.readUInt32BE(5);
  return { id, outcome: { photo: { photo: frame.subarray(9, photoEnd), thumbnail: frame.subarray(photoEnd) } } };
}
