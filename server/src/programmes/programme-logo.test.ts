/**
 * A programme's logo (docs/decisions/041-programmes.md): checked by its content and made small, listed
 * with the programme, served at an address that never changes content, and never an SVG.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { LOGO_MAX_EDGE, prepareLogo, storeLogo } from './programme-logo';
import { createProgramme, ProgrammeRefused, updateProgramme } from './programme-service';

describe.each(testDialects)("a programme's logo on %s", (dialect) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'logo-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  const file = async (name: string, data: Buffer | string) => {
    const at = path.join(folder, name);
    await fs.writeFile(at, data);
    return at;
  };

  it('is listed with its programme and served as a small WebP under an address that never changes', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 4, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const logo = await prepareLogo(await file('logo.png', png));
    const key = await storeLogo(t.context.storage, logo);
    await createProgramme(t.context.database, t.context.config, {
      slug: 'hills',
      name: 'Hills Service Dogs',
      prefix: 'HSD-',
      logoKey: key,
    });
    const { programmes } = (await t.app.inject('/api/programmes')).json<{
      programmes: { slug: string; logoUrl: string | null }[];
    }>();
    expect(programmes.map(({ slug, logoUrl }) => [slug, logoUrl])).toEqual([
      ['default', null],
      ['hills', `/api/files/${key}`],
    ]);
    const served = await t.app.inject(`/api/files/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: LOGO_MAX_EDGE,
      height: LOGO_MAX_EDGE / 2,
    });
    // No other name is served, nor any file outside the logos.
    expect((await t.app.inject('/api/files/logos/AAAAAAAAAAAAAAAAAAAAAAAA.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/api/files/logos/..%2Fphotos%2Fx.webp')).statusCode).toBe(422);

    // Removed: none listed.
    await updateProgramme(t.context.database, t.context.config, 'hills', { logoKey: null });
    const after = (await t.app.inject('/api/programmes')).json<{ programmes: { logoUrl: string | null }[] }>();
    expect(after.programmes.map((programme) => programme.logoUrl)).toEqual([null, null]);
  });

  it('refuses an SVG, a file that only claims to be an image, and one too large, in words an operator acts on', async () => {
    const svg = await file('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(prepareLogo(svg)).rejects.toThrow(/--logo takes a PNG, JPEG or WebP image/);
    const fake = await file('fake.png', 'not a picture at all');
    await expect(prepareLogo(fake)).rejects.toThrow(ProgrammeRefused);
    const big = await file('big.png', Buffer.alloc(2 * 1024 * 1024 + 1));
    await expect(prepareLogo(big)).rejects.toThrow('--logo takes a file of at most 2 MB.');
    await expect(prepareLogo(path.join(folder, 'missing.png'))).rejects.toThrow(/--logo could not read .*ENOENT/);
  });
});
