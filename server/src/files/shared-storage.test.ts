/**
 * Two instances of the registry on one database and one S3 bucket, as behind a load balancer: a
 * photo uploaded through one is served by the other, and a record deleted through one takes its
 * files away from both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { staffSessionCookie } from '../test/staff-session';
import { MINIMAL_PDF } from '../../../support/registration-forms';
import { photoFile, submitRegistration } from '../test/submit';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { openStorage } from './open-storage';

describe.each(testDialects)('two instances sharing an S3 bucket on %s', (dialect) => {
  let s3: TestS3;
  let first: TestApp;
  let second: App;
  beforeAll(async () => {
    s3 = await startTestS3(['shared']);
    first = await createTestApp(dialect, s3.env('shared'));
    // The same settings in a second process would open the same database and bucket; here, a second app.
    second = await buildApp({ ...first.context, storage: await openStorage(first.context.config) }, { webDist: null });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.stop();
  });

  it('serves from one instance the files uploaded through the other, and deletes them for both', async () => {
    const registered = await submitRegistration(first.app, {
      files: [
        await photoFile(),
        { field: 'certificationFile', data: MINIMAL_PDF, filename: 'c.pdf', type: 'application/pdf' },
      ],
    });
    expect(registered.statusCode).toBe(201);
    const { id, ownerToken } = registered.json<{ id: string; ownerToken: string }>();

    const card = await second.inject(`/api/dogs/${id}?key=${encodeURIComponent(ownerToken)}`);
    const { photoUrl } = card.json<{ photoUrl: string }>();
    const [fromFirst, fromSecond] = await Promise.all([first.app.inject(photoUrl), second.inject(photoUrl)]);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/jpeg');
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);

    const cookie = await staffSessionCookie(first.context);
    const certification = await second.inject({ url: `/api/admin/dogs/${id}/certification`, headers: { cookie } });
    expect(certification.statusCode).toBe(200);
    expect(certification.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    const deleted = await second.inject({ method: 'DELETE', url: `/api/admin/dogs/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await first.app.inject(photoUrl)).statusCode).toBe(404);
    const left: string[] = [];
    for await (const { key } of first.context.storage.list()) left.push(key);
    expect(left).toEqual([]);
  });
});
