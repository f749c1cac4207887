/** Files no record or programme names are removed after a day's grace; every file one names stays. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF } from '../../../support/registration-forms';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { photoFile, submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { DEFAULT_PROGRAMME_ID } from '../db/schema';
import { newLogoKey, newPhotoKeys } from './storage-keys';
import { sweepOrphanFiles } from './orphan-sweep';

const setups = [
  ...testDialects.map((dialect) => ({ dialect, uploads: 'local disk' as const })),
  { dialect: testDialects.at(-1)!, uploads: 'S3' as const },
];

describe.each(setups)('the orphan sweep on $dialect with uploads on $uploads', ({ dialect, uploads }) => {
  let t: TestApp;
  let s3: TestS3 | null = null;
  beforeAll(async () => {
    s3 = uploads === 'S3' ? await startTestS3(['sweep']) : null;
    t = await createTestApp(dialect, s3 ? s3.env('sweep') : {});
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const { key } of t.context.storage.list()) keys.push(key);
    return keys.sort();
  };

  it('leaves young files alone, then removes only the ones no record names', async () => {
    const res = await submitRegistration(t.app, {
      files: [
        await photoFile(),
        { field: 'certificationFile', data: MINIMAL_PDF, filename: 'c.pdf', type: 'application/pdf' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const named = await storedKeys();
    expect(named).toHaveLength(3);
    // What a crash between writing a photo and committing its record leaves behind.
    const orphan = newPhotoKeys();
    await t.context.storage.put(orphan.photo, Buffer.from('photo of a registration that never committed'));
    await t.context.storage.put(orphan.thumbnail, Buffer.from('its thumbnail'));
    // A programme's logo stays; one that a crash left unnamed goes.
    const logo = newLogoKey();
    await t.context.storage.put(logo, Buffer.from('the programme logo'));
    await t.context.database.db
      .updateTable('programmes')
      .set({ logo_key: logo })
      .where('id', '=', DEFAULT_PROGRAMME_ID)
      .execute();
    await t.context.storage.put(newLogoKey(), Buffer.from('a logo whose programme change never committed'));

    expect(await sweepOrphanFiles(t.context.database.db, t.context.storage)).toEqual({ checked: 7, removed: 0 });
    const dayAndAHourLater = new Date(Date.now() + 25 * 3_600_000);
    expect(await sweepOrphanFiles(t.context.database.db, t.context.storage, dayAndAHourLater)).toEqual({
      checked: 7,
      removed: 3,
    });
    expect(await storedKeys()).toEqual([...named, logo].sort());
    const card = await t.app.inject(`/api/dogs/${res.json().id}?key=${encodeURIComponent(res.json().ownerToken)}`);
    expect((await t.app.inject(card.json().photoUrl)).statusCode).toBe(200);
  });
});
