/**
 * Honest without email (decision 049): a registry with no SMTP_URL promises no email, and keeps what it
 * would have sent for its staff to pass on by hand; with SMTP, every message is sent and none waits.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandOffList, PublicConfig } from '#common/api';
import { MESSAGE_TEXTS } from '#common/messages';
import { STAFF_MESSAGE_TEXTS } from '#common/staff-messages';
import { OWNER, registrationFields } from '../../../support/registration-forms';
import { createMailTransport } from '../email/mail-transport';
import { startOutboxWorker } from '../email/outbox-worker';
import { answerOwnerLinkRequests } from '../owner/owner-link-service';
import { createProgramme } from '../programmes/programme-service';
import { addPaymentCodes } from '../test/fixtures-db';
import { createStaff, staffSessionCookie } from '../test/staff-session';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const log = { warn: () => undefined, error: () => undefined };

async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The registry as a person meets it: a registration through the form, then the outbox's pass. */
function registryUnder(t: () => TestApp) {
  let codes = 0;
  return {
    async register(dogName: string) {
      const code = `HAND-${++codes}-${dogName.toUpperCase()}`;
      await addPaymentCodes(t().context, [code]);
      const res = await submitRegistration(t().app, { fields: registrationFields({ paymentCode: code, dogName }) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string; registryNumber: string; ownerToken: string }>();
    },
    async sendMail() {
      const transport = createMailTransport(t().context.config);
      const worker = startOutboxWorker({ db: t().context.database.db, transport, log, intervalMs: 0 });
      await worker.runOnce();
      await worker.stop();
      transport.close();
    },
    async waiting(cookie: string) {
      const res = await t().app.inject({ url: '/api/admin/hand-offs', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<HandOffList>();
    },
    askForLink: (registryNumber: string) =>
      t().app.inject({ method: 'POST', url: '/api/owner-link', payload: { registryNumber, email: OWNER.ownerEmail } }),
    answerLinkRequests: () =>
      answerOwnerLinkRequests(t().context.database, {
        registry: t().context.config,
        registryPrefix: t().context.config.registryPrefix,
      }),
  };
}

describe.each(testDialects)('a registry that sends no email, on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  const registry = registryUnder(() => t);
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://registry.example.org' });
    staff = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  it('says so to every visitor, and answers a request for a new owner link without promising an email', async () => {
    expect((await t.app.inject('/api/config')).json<PublicConfig>().sendsEmail).toBe(false);
    const dog = await registry.register('Quill');
    const asked = await registry.askForLink(dog.registryNumber);
    expect(asked.statusCode).toBe(202);
    expect(asked.json<{ message: string }>().message).toBe(MESSAGE_TEXTS.ownerLinkRequestedByHand);
    expect(asked.json<{ message: string }>().message).not.toMatch(/we will email/i);
  });

  it('keeps the owner link of a new registration and a new link asked for, for staff to pass on, until they say it was', async () => {
    const dog = await registry.register('Pepper');
    await registry.askForLink(dog.registryNumber);
    expect(await registry.answerLinkRequests()).toBeGreaterThanOrEqual(1);
    await registry.sendMail();

    const list = await registry.waiting(staff);
    expect(list.sendsEmail).toBe(false);
    const pepper = list.items.filter((item) => item.record.id === dog.id);
    expect(pepper.map((item) => item.subject)).toEqual([
      expect.stringContaining(dog.registryNumber),
      expect.stringContaining('owner link'),
    ]);
    // The receipt carries the owner link the registration made; the handler's phone is there to call.
    expect(pepper[0]!.text).toContain(`https://registry.example.org/registry/${dog.id}?key=${dog.ownerToken}`);
    expect(pepper[1]!.text).toMatch(/\/registry\/[^?]+\?key=/);
    expect(pepper[0]!).toMatchObject({ to: OWNER.ownerEmail, phone: OWNER.ownerPhone });

    const passed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/hand-offs/${pepper[0]!.id}/passed-on`,
      headers: { cookie: staff },
    });
    expect(passed.statusCode, passed.body).toBe(204);
    const after = await registry.waiting(staff);
    expect(after.items.map((item) => item.id)).not.toContain(pepper[0]!.id);
    expect(after.items.map((item) => item.id)).toContain(pepper[1]!.id);
    // Its words, owner link and all, are no longer kept anywhere in the outbox.
    const row = await t.context.database.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('id', '=', pepper[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text_body: '', html_body: '' });
    const logged = await t.context.database.db
      .selectFrom('activity_log')
      .select(['action', 'actor_label', 'registry_number'])
      .where('action', '=', 'hand_off.passed_on')
      .execute();
    expect(logged).toEqual([
      { action: 'hand_off.passed_on', actor_label: 'staff@example.org', registry_number: dog.registryNumber },
    ]);

    // Said twice, the second changes nothing and says why.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/hand-offs/${pepper[0]!.id}/passed-on`,
      headers: { cookie: staff },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(STAFF_MESSAGE_TEXTS.handOffGone);
  });

  it("shows another programme's staff none of them, and lets them pass none on", async () => {
    const dog = await registry.register('Juniper');
    await registry.sendMail();
    const mine = (await registry.waiting(staff)).items.find((item) => item.record.id === dog.id);
    expect(mine).toBeDefined();
    const other = await createProgramme(t.context.database, t.context.config, {
      slug: 'north',
      name: 'North Service Dogs',
      prefix: 'NSD-',
    });
    await createStaff(t.context, 'other@example.org', { programmeId: other.id });
    const otherStaff = await staffSessionCookie(t.context, 'other@example.org');
    expect((await registry.waiting(otherStaff)).items).toEqual([]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/hand-offs/${mine!.id}/passed-on`,
      headers: { cookie: otherStaff },
    });
    expect(refused.statusCode).toBe(404);
    expect((await registry.waiting(staff)).items.map((item) => item.id)).toContain(mine!.id);
  });
});

describe.each(testDialects)('a registry that sends email, on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  const registry = registryUnder(() => t);
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://registry.example.org' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('promises an email, sends it, and leaves nothing for staff to pass on', async () => {
    expect((await t.app.inject('/api/config')).json<PublicConfig>().sendsEmail).toBe(true);
    const dog = await registry.register('Sorrel');
    const asked = await registry.askForLink(dog.registryNumber);
    expect(asked.json<{ message: string }>().message).toBe(MESSAGE_TEXTS.ownerLinkRequested);
    await registry.answerLinkRequests();
    await registry.sendMail();
    expect(smtp.received).toEqual([OWNER.ownerEmail, OWNER.ownerEmail]);
    const list = await registry.waiting(await staffSessionCookie(t.context));
    expect(list).toEqual({ sendsEmail: true, items: [] });
  });
});
