/**
 * A team's training attestation (docs/decisions/044-training-attestation.md), downloaded through the
 * owner link and checked by an open verifier that knows nothing of this product
 * (test/outside-verifier.ts): issued by the programme that trained the dog, naming the trainer of the
 * last passed public access test, revoked by a failed re-test, retirement or deletion, and carrying no
 * disability data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingAttestationUrl } from '#common/credential-document';
import { TASK_CATEGORIES } from '#common/task-categories';
import { refused, useOutsideVerifier, verified, web } from '../../test/outside-verifier';
import { DISABILITY_WORDS, disabilityWordsIn } from '../../test/disability-words';
import { changeRecord, credentialOf, verifyServed } from '../../test/card-checks';
import { openCardCode } from '#common/card-code';
import { addTrainer } from '../../test/fixtures-db';
import { makeRegistration, type MadeRegistration } from '../../test/registration-factory';
import { createStaff, staffSessionCookie } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialects } from '../../test/test-databases';
import { createProgramme } from '../../programmes/programme-service';

type Document = Record<string, unknown> & {
  issuer: { id: string; name: string };
  credentialSubject: Record<string, unknown>;
  credentialStatus: { statusListIndex: string }[];
};

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

useOutsideVerifier();

describe.each(testDialects)('the training attestation on %s', (dialect) => {
  const issuer = `https://attest-${dialect}.registry.example.org`;
  const host = new URL(issuer).host;
  let t: TestApp;
  let cookie: string;
  let programmeId: number;

  const download = (dog: MadeRegistration, key: string | null = dog.ownerToken) =>
    t.app.inject({ url: trainingAttestationUrl(dog.id, key) });
  const downloaded = async (dog: MadeRegistration): Promise<Document> => {
    const answer = await download(dog);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Document>();
  };
  const test = async (
    dog: MadeRegistration,
    result: 'passed' | 'failed',
    daysAgo = 1,
    nextDue: string | null = day(Date.now() + 365 * DAY),
  ) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${dog.id}/access-tests`,
      headers: { cookie },
      payload: {
        testedOn: day(Date.now() - daysAgo * DAY),
        evaluatorLicense: 'NV-EVAL-7',
        result,
        ...(nextDue ? { nextDue } : {}),
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  /** A team of the North Valley programme, active, whose trainer passed it at its public access test. */
  const testedTeam = async (dogName: string) => {
    const dog = await makeRegistration(t.context, {
      into: { id: programmeId, prefix: 'NVS-' },
      status: 'active',
      dogName,
    });
    await test(dog, 'passed');
    return dog;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: issuer });
    web.set(host, t.app);
    const programme = await createProgramme(t.context.database, t.context.config, {
      slug: 'north-valley',
      name: 'North Valley Service Dogs',
      prefix: 'NVS-',
    });
    programmeId = programme.id;
    await createStaff(t.context, 'desk@northvalley.example', { programmeId });
    cookie = await staffSessionCookie(t.context, 'desk@northvalley.example');
    await addTrainer(t.context, 'NV-EVAL-7', { programmeId });
  });
  afterAll(async () => {
    web.delete(host);
    await t.close();
  });

  it("is issued by the programme's own DID, names the trainer and the test, and is verified by the outside verifier", async () => {
    const dog = await testedTeam('Juniper');
    const answer = await download(dog);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/ld+json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${dog.registryNumber}-training-attestation.json"`,
    );
    const document = answer.json<Document>();
    expect(document).toMatchObject({
      type: ['VerifiableCredential', 'TrainingAttestationCredential'],
      issuer: { id: `did:web:${host}:p:north-valley`, name: 'North Valley Service Dogs' },
      validUntil: `${day(Date.now() + 365 * DAY)}T23:59:59.999Z`,
      credentialSubject: {
        type: 'ServiceDogTeam',
        dogName: 'Juniper',
        handlerName: 'Jordan E.',
        registryNumber: dog.registryNumber,
        individuallyTrained: true,
        trainingStatement: 'This dog was individually trained to perform tasks for its handler.',
        publicAccessTestPassedOn: day(Date.now() - DAY),
        testedBy: 'Trainer NV-EVAL-7',
        testedByTrainerId: 'NV-EVAL-7',
      },
    });
    // Its own status entry, not the card's.
    const card = (await t.app.inject(`/api/dogs/${dog.id}/credential.json?key=${dog.ownerToken}`)).json<Document>();
    expect(document.credentialStatus[0]!.statusListIndex).not.toBe(card.credentialStatus[0]!.statusListIndex);
    refused.length = 0;
    expect(await verified(document)).toEqual({ valid: true, failed: [], fatal: [] });
    expect(refused).toEqual([]);
  });

  it("points the team's card to it, so the verify page says who trained the dog until the lists end it", async () => {
    const dog = await testedTeam('Willow');
    const card = (await credentialOf(t.context, dog.id, issuer))!;
    expect(await verifyServed(t.app, issuer, card)).toMatchObject({
      verdict: 'valid',
      programme: { slug: 'north-valley', name: { en: 'North Valley Service Dogs' } },
      training: { passedOn: day(Date.now() - DAY) },
    });
    // A failed re-test ends the attestation: the same card still stands, and names no training.
    await test(dog, 'failed', 0);
    const after = await verifyServed(t.app, issuer, card);
    expect(after).toMatchObject({ verdict: 'valid' });
    expect(after).not.toHaveProperty('training');
  });

  it('points a card to a new attestation in place: the card printed before keeps standing', async () => {
    const dog = await makeRegistration(t.context, {
      into: { id: programmeId, prefix: 'NVS-' },
      status: 'active',
      dogName: 'Basil',
    });
    const printed = (await credentialOf(t.context, dog.id, issuer))!;
    // A test with no next due date leaves the card's dates, so nothing on its faces changes.
    await test(dog, 'passed', 2, null);
    const now = (await credentialOf(t.context, dog.id, issuer))!;
    const claims = (code: string) => openCardCode(code)!.claims as { sl: number };
    expect(claims(now)).toMatchObject({ sl: claims(printed).sl, ta: expect.any(Number), ti: expect.any(Number) });
    expect(await verifyServed(t.app, issuer, printed)).toMatchObject({ verdict: 'valid' });
    expect(await verifyServed(t.app, issuer, now)).toMatchObject({
      verdict: 'valid',
      training: { passedOn: day(Date.now() - 2 * DAY) },
    });
  });

  it('carries none of at least 200 diagnosis and condition words, in either language', async () => {
    expect(DISABILITY_WORDS.length).toBeGreaterThanOrEqual(200);
    // The matcher finds what it must, so 0 hits below mean something.
    expect(disabilityWordsIn('Seizure alert for EPILEPSY; ansiedad y trastorno de pánico')).toEqual([
      'epilepsy',
      'seizure',
      'trastorno',
      'ansiedad',
      'panico',
    ]);
    const dog = await makeRegistration(t.context, {
      into: { id: programmeId, prefix: 'NVS-' },
      status: 'active',
      dogName: 'Pepper',
      serviceType: 'Psychiatric Service Dog',
    });
    // Shown to visitors by the handler's choice: the card carries it, the attestation does not.
    await changeRecord(t.context, dog.id, { show_service_type: 1 });
    await test(dog, 'passed');
    const text = JSON.stringify(await downloaded(dog));
    expect(text).not.toContain('Psychiatric');
    expect(disabilityWordsIn(text)).toEqual([]);
  });

  it('names kinds of task only when the handler chooses them, with no disability word, and ends the attestation before', async () => {
    const dog = await testedTeam('Rosemary');
    const without = await downloaded(dog);
    expect(without.credentialSubject).not.toHaveProperty('taskCategories');
    const choose = (taskCategories: string[], key: string | null = dog.ownerToken) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/dogs/${dog.id}/task-categories${key ? `?key=${encodeURIComponent(key)}` : ''}`,
        payload: { taskCategories },
      });
    // Only the owner link (or staff) chooses; an unknown kind is refused; nothing changes either way.
    expect((await choose(['guiding'], null)).statusCode).toBe(403);
    expect((await choose(['diagnosis'])).statusCode).toBe(422);
    expect((await downloaded(dog)).credentialStatus[0]!.statusListIndex).toBe(
      without.credentialStatus[0]!.statusListIndex,
    );

    const chosen = await choose(['retrieving', 'guiding', 'guiding']);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().taskCategories).toEqual(['guiding', 'retrieving']);
    const named = await downloaded(dog);
    expect(named.credentialSubject.taskCategories).toEqual(['guiding', 'retrieving']);
    expect(await verified(named)).toMatchObject({ valid: true });
    expect(await verified(without)).toMatchObject({ valid: false });
    expect(disabilityWordsIn(JSON.stringify(named))).toEqual([]);

    // Every kind at once, then none again: still no disability word, and the named one ends.
    await choose([...TASK_CATEGORIES]);
    expect(disabilityWordsIn(JSON.stringify(await downloaded(dog)))).toEqual([]);
    await choose([]);
    const cleared = await downloaded(dog);
    expect(cleared.credentialSubject).not.toHaveProperty('taskCategories');
    expect(await verified(named)).toMatchObject({ valid: false });
  });

  it('is revoked by a failed re-test at the next list refresh, and a passed one issues a new attestation', async () => {
    const dog = await testedTeam('Maple');
    const attestation = await downloaded(dog);
    await test(dog, 'failed', 0);
    expect(await verified(attestation)).toMatchObject({ valid: false, failed: ['revocation_status'] });
    const refusedNow = await download(dog);
    expect(refusedNow.statusCode).toBe(409);
    expect(refusedNow.json().error).toMatchObject({ code: 'NO_TRAINING_ATTESTATION' });
    await test(dog, 'passed', 0);
    // Recorded later the same day: the latest test, passed again.
    const renewed = await downloaded(dog);
    expect(renewed.credentialStatus[0]!.statusListIndex).not.toBe(attestation.credentialStatus[0]!.statusListIndex);
    expect(await verified(renewed)).toMatchObject({ valid: true });
  });

  it('is revoked when the team retires and when the record is deleted', async () => {
    const retiring = await testedTeam('Clover');
    const retired = await downloaded(retiring);
    await changeRecord(t.context, retiring.id, { status: 'retired' });
    expect(await verified(retired)).toMatchObject({ valid: false, failed: ['revocation_status'] });
    expect((await download(retiring)).statusCode).toBe(409);

    const deleting = await testedTeam('Hazel');
    const deleted = await downloaded(deleting);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/dogs/${deleting.id}`,
      headers: { cookie, origin: issuer },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await verified(deleted)).toMatchObject({ valid: false, failed: ['revocation_status'] });
  });

  it('is refused to anyone without the owner link or a staff session; staff may download it; an untested team has none', async () => {
    const dog = await testedTeam('Sage');
    expect((await download(dog, null)).statusCode).toBe(403);
    expect((await download(dog, 'not-the-owner-key')).statusCode).toBe(403);
    const staff = await t.app.inject({ url: trainingAttestationUrl(dog.id, null), headers: { cookie } });
    expect(staff.statusCode, staff.body).toBe(200);
    const untested = await makeRegistration(t.context, { into: { id: programmeId, prefix: 'NVS-' }, status: 'active' });
    expect((await download(untested)).statusCode).toBe(409);
  });
});
