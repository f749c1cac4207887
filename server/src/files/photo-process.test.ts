import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { photoWithGps } from '../../../support/registration-forms';
import { processPhoto } from './photo';
import { closePhotoProcess, photoProcessPid, transformInPhotoProcess } from './photo-process';
import { PHOTO_MAX_EDGE } from './photo-transform';
import { PHOTO_PROCESS_MALLOC_ARENAS, PHOTO_PROCESS_NICE } from './photo-protocol';
import { UploadRejected } from './upload-error';

/** The nice value of every thread of a process, read from /proc (field 19 of each thread's stat). */
function threadNiceValues(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(afterName[16]);
  });
}

const exited = (pid: number) => !fs.existsSync(`/proc/${pid}`);

describe('the photo process', () => {
  afterAll(closePhotoProcess);

  it('turns a sideways phone photo upright, within the size limit, without EXIF or GPS', async () => {
    // Stored 2400 × 1800 with EXIF orientation 6: a phone held upright, shown 1800 × 2400.
    const sideways = await sharp(await photoWithGps())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const { photo, thumbnail } = await processPhoto('dogPhoto', [sideways]);
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height]).toEqual([(PHOTO_MAX_EDGE * 3) / 4, PHOTO_MAX_EDGE]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect((await sharp(thumbnail).metadata()).format).toBe('webp');
  });

  it('refuses data that is not an image it can decode, saying why', async () => {
    const jpeg = await photoWithGps();
    await expect(processPhoto('dogPhoto', [jpeg.subarray(0, jpeg.length / 2)])).rejects.toEqual(
      new UploadRejected('dogPhoto', MESSAGES.photoNotImage),
    );
  });

  it('answers each of several photos under way at once with its own result, whatever pieces they came in', async () => {
    const [wide, tall] = await Promise.all([photoWithGps(2400, 1800), photoWithGps(600, 800)]);
    const broken = Buffer.concat([wide.subarray(0, 3000), Buffer.alloc(3000)]);
    const [fromWide, fromBroken, fromTall] = await Promise.allSettled([
      // The type check reads the first 4,100 bytes, here across three pieces.
      processPhoto('dogPhoto', [wide.subarray(0, 1000), wide.subarray(1000, 2000), wide.subarray(2000)]),
      processPhoto('dogPhoto', [broken]),
      processPhoto('dogPhoto', [tall]),
    ]);
    const shape = async (result: typeof fromWide) => {
      if (result.status === 'rejected') return result.reason as unknown;
      const meta = await sharp(result.value.photo).metadata();
      return [meta.width, meta.height];
    };
    expect(await shape(fromWide)).toEqual([PHOTO_MAX_EDGE, (PHOTO_MAX_EDGE * 3) / 4]);
    expect(await shape(fromTall)).toEqual([600, 800]);
    expect(await shape(fromBroken)).toEqual(new UploadRejected('dogPhoto', MESSAGES.photoNotImage));
  });

  it('runs every thread at a lower priority than the server', async () => {
    await processPhoto('dogPhoto', [await photoWithGps(800, 600)]);
    const pid = photoProcessPid();
    expect(pid).not.toBeNull();
    expect(new Set(threadNiceValues(pid ?? 0))).toEqual(new Set([PHOTO_PROCESS_NICE]));
    expect(os.getPriority(process.pid)).toBe(0);
  });

  it("bounds glibc's arenas, so that sharp works on every core", async () => {
    await processPhoto('dogPhoto', [await photoWithGps(800, 600)]);
    const environment = fs.readFileSync(`/proc/${photoProcessPid() ?? 0}/environ`, 'utf8').split('\0');
    expect(environment).toContain(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? PHOTO_PROCESS_MALLOC_ARENAS}`);
  });

  it('fails the photos under way when the process dies, and starts a new one for the next', async () => {
    const photo = await photoWithGps();
    await processPhoto('dogPhoto', [photo]);
    const first = photoProcessPid() ?? 0;
    const underWay = transformInPhotoProcess([photo]);
    process.kill(first, 'SIGKILL');
    await expect(underWay).rejects.toThrow('the photo process stopped (SIGKILL)');
    await expect(processPhoto('dogPhoto', [photo])).resolves.toHaveProperty('thumbnail');
    expect(photoProcessPid()).not.toBe(first);
  });

  it('stops with the server', async () => {
    await processPhoto('dogPhoto', [await photoWithGps(800, 600)]);
    const pid = photoProcessPid() ?? 0;
    await closePhotoProcess();
    expect(exited(pid)).toBe(true);
    expect(photoProcessPid()).toBeNull();
  });
});
