/**
 * Email through the outbox, against a real SMTP server started here (smtp-server): delivery, a server
 * that refuses and later accepts, a restart with messages pending, two workers on one database, and
 * the embedded default that writes .eml files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { staffSessionCookie } from '../test/staff-session';
import { OWNER, registrationFields } from '../../../support/registration-forms';
import { addPaymentCodes } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { createMailTransport, type MailTransport } from './mail-transport';
import { claimDueMessages, enqueueMessage } from './outbox-repository';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';
import { answerOwnerLinkRequests } from '../owner/owner-link-service';
import { english } from '../test/english';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `refusing` makes it answer every message with a temporary failure. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (state.refusing) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The text part of a message, quoted-printable soft breaks undone. */
/** The message as a reader sees it: quoted-printable undone (soft line breaks, and =XX bytes as UTF-8). */
const plain = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const MINUTE = 60_000;
const log = { warn: () => undefined, error: () => undefined };

describe.each(testDialects)('email through the outbox on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let transport: MailTransport;
  let worker: OutboxWorker;
  let codes = 0;
  /** The receipt tests' registration: what the form's own request writes to the outbox. */
  const registerThroughForm = async (dogName: string, language?: 'en' | 'es') => {
    const code = `MAIL-${dialect.toUpperCase()}-${++codes}`;
    await addPaymentCodes(t.context, [code]);
    const fields = { ...registrationFields({ paymentCode: code, dogName }), ...(language ? { language } : {}) };
    const res = await submitRegistration(t.app, { fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; registryNumber: string; ownerToken: string };
  };
  const register = (dogName: string, language?: 'en' | 'es') =>
    makeRegistration(t.context, { dogName, ...(language ? { language } : {}) });
  const outboxRow = (dogId: string) =>
    t.context.database.db.selectFrom('outbox').selectAll().where('dog_id', '=', dogId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://registry.example.org',
      MAIL_FROM: 'Harbor Registry <no-reply@mail.registry.example.org>',
      CONTACT_EMAIL: 'help@registry.example.org',
    });
    transport = createMailTransport(t.context.config);
    worker = startOutboxWorker({ db: t.context.database.db, transport, log, intervalMs: 0 });
  });
  afterAll(async () => {
    await worker.stop();
    transport.close();
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.state.refusing = false;
    smtp.received.length = 0;
    await worker.runOnce(new Date(Date.now() + 24 * 60 * MINUTE)); // nothing left over from an earlier test
    smtp.received.length = 0;
  });

  it('sends the registration receipt with the number and the owner link, once, and keeps no body after', async () => {
    const dog = await registerThroughForm('Receipt');
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([OWNER.ownerEmail]);
    const raw = plain(mail?.raw ?? '');
    expect(raw).toContain(`Subject: We received your registration (${dog.registryNumber})`);
    expect(raw).toContain(`https://registry.example.org/registry/${dog.id}?key=${dog.ownerToken}`);
    // An English email's link leaves the language to the site, as it always has.
    expect(raw).not.toMatch(/[?&]lang=/);
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('<html lang="en">');
    expect(raw).toContain('not a government agency');
    // Sent once: a second pass finds nothing, and the stored copy no longer holds the owner link.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    const row = await outboxRow(dog.id);
    expect(row.sent_at).not.toBeNull();
    expect(row.text_body + row.html_body).toBe('');
  });

  it('writes to a handler who registered in Spanish in Spanish, and keeps their language on the record', async () => {
    const dog = await registerThroughForm('Recibo', 'es');
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const raw = plain(smtp.received[0]?.raw ?? '');
    expect(raw).toContain(`Subject: Recibimos su registro (${dog.registryNumber})`);
    expect(raw).toContain(`Número de registro: ${dog.registryNumber}`);
    expect(raw).toContain('Abrir su enlace de propietario');
    expect(raw).toContain('<html lang="es">');
    expect(raw).toContain('No es una agencia del gobierno');
    // The owner link opens the site in Spanish, in the text part and in the HTML one.
    const links = raw.match(/https:\/\/registry\.example\.org\/[^\s"<]*/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      const url = new URL(link.replaceAll('&amp;', '&'));
      expect(url.pathname).toBe(`/registry/${dog.id}`);
      expect(url.searchParams.get('lang')).toBe('es');
      expect(url.searchParams.get('key')).toBe(dog.ownerToken);
    }
    const row = await t.context.database.db
      .selectFrom('service_dogs')
      .select('language')
      .where('id', '=', dog.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
  });

  it('refuses a language the registry does not speak, storing nothing', async () => {
    const code = `MAIL-${dialect.toUpperCase()}-${++codes}`;
    await addPaymentCodes(t.context, [code]);
    const fields = { ...registrationFields({ paymentCode: code, dogName: 'Langue' }), language: 'fr' };
    const res = await submitRegistration(t.app, { fields });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['language']);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a message the server refused, later, and delivers it when the server accepts', async () => {
    smtp.state.refusing = true;
    const dog = await register('Retry');
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const refused = await outboxRow(dog.id);
    expect(refused).toMatchObject({ attempts: 1, sent_at: null });
    expect(refused.last_error).toContain('Mailbox busy');
    // Not before its backoff has passed…
    smtp.state.refusing = false;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    // …and then it goes.
    expect(await worker.runOnce(new Date(Date.now() + 2 * MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([[OWNER.ownerEmail]]);
  });

  it('loses nothing across a restart: a message claimed by a worker that died is sent once its lease ends', async () => {
    const dog = await register('Restart');
    // A worker claims the message and dies before sending it.
    const claimed = await claimDueMessages(t.context.database.db, 'crashed-worker', new Date(), 120_000, 10);
    expect(claimed.map((m) => m.id)).toContain((await outboxRow(dog.id)).id);
    const restarted = startOutboxWorker({ db: t.context.database.db, transport, log, intervalMs: 0 });
    expect(await restarted.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await restarted.runOnce(new Date(Date.now() + 3 * MINUTE))).toEqual({ sent: 1, failed: 0 });
    await restarted.stop();
    expect(smtp.received).toHaveLength(1);
  });

  it('never sends a message twice when two workers share the database', async () => {
    const at = new Date().toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await enqueueMessage(
          t.context.database.db,
          { kind: 'test', to: `reader${i}@example.org`, subject: `Test ${i}`, text: 'Hello', html: '<p>Hello</p>' },
          at,
        ),
      );
    const other = startOutboxWorker({ db: t.context.database.db, transport, log, intervalMs: 0 });
    // Two instances' passes at the same moment (a process shares one pass among its own callers).
    await Promise.all([worker.runOnce(), other.runOnce(), other.runOnce()]);
    await other.stop();
    expect(smtp.received).toHaveLength(12);
    const messageIds = smtp.received.map((m) => /Message-ID: <([^@]+)@/i.exec(m.raw)?.[1]);
    expect(new Set(messageIds).size).toBe(12);
    expect([...messageIds].sort()).toEqual([...ids].sort());
  });

  it('emails a new owner link when the number and email match, the same answer when not, and the old link stops working once the new one is opened', async () => {
    const dog = await register('Recovered');
    await worker.runOnce();
    smtp.received.length = 0;
    // The route only queues the request; this answers the queue, as the server's worker does.
    const ask = async (registryNumber: string, email: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/owner-link', payload: { registryNumber, email } });
      const { config } = t.context;
      await answerOwnerLinkRequests(t.context.database, { registry: config, registryPrefix: config.registryPrefix });
      return res;
    };

    for (const [number, email] of [
      [dog.registryNumber, 'someone.else@example.org'],
      ['SDR-9999', OWNER.ownerEmail],
    ] as const) {
      const res = await ask(number, email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: english(MESSAGES.ownerLinkRequested) });
    }
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    // Typed loosely, as people do: no prefix, another case.
    const res = await ask(dog.registryNumber.replace('SDR-', '').toLowerCase(), OWNER.ownerEmail.toUpperCase());
    expect(res.json()).toEqual({ message: english(MESSAGES.ownerLinkRequested) });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const raw = plain(smtp.received[0]?.raw ?? '');
    expect(smtp.received[0]?.to).toEqual([OWNER.ownerEmail]);
    const link = new RegExp(`https://registry\\.example\\.org/registry/${dog.id}\\?key=([\\w-]+)`).exec(raw);
    expect(link).not.toBeNull();
    const fresh = decodeURIComponent(link?.[1] ?? '');
    expect(fresh).not.toBe(dog.ownerToken);
    expect((await t.app.inject(`/api/dogs/${dog.id}?key=${dog.ownerToken}`)).json().view).toBe('full');
    expect((await t.app.inject(`/api/dogs/${dog.id}?key=${fresh}`)).json().view).toBe('full');
    expect((await t.app.inject(`/api/dogs/${dog.id}?key=${dog.ownerToken}`)).json().view).not.toBe('full');
  });

  it('tells the handler when staff approve the registration', async () => {
    const dog = await register('Approved');
    await worker.runOnce();
    smtp.received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${dog.id}/approve`,
      headers: { cookie: await staffSessionCookie(t.context) },
    });
    expect(res.statusCode).toBe(200);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const raw = plain(smtp.received[0]?.raw ?? '');
    expect(raw).toContain(`Subject: Your registration ${dog.registryNumber} is approved`);
    expect(raw).toContain('valid through');
  });

  it("gives each message an id on the sender's domain, and sends replies to the registry's contact address", async () => {
    const dog = await register('Headers');
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/^From: Harbor Registry <no-reply@mail\.registry\.example\.org>\r$/m);
    expect(raw).toMatch(/^Reply-To: .*<help@registry\.example\.org>\r$/m);
    const id = (await outboxRow(dog.id)).id;
    expect(raw).toMatch(new RegExp(`^Message-ID: <${id}@mail\\.registry\\.example\\.org>\r$`, 'm'));
  });

  it('asks a denied handler to reply to the message, and a reply reaches the registry', async () => {
    const dog = await register('Denied', 'es');
    await worker.runOnce();
    smtp.received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${dog.id}/deny`,
      headers: { cookie: await staffSessionCookie(t.context) },
      payload: { reason: 'The certificate is unreadable.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const raw = plain(smtp.received[0]?.raw ?? '');
    expect(raw).toContain('responda a este mensaje');
    expect(raw).toMatch(/^Reply-To: .*<help@registry\.example\.org>\r$/m);
  });
});

describe('email with no SMTP server configured', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox, and the start log says so', async () => {
    const t = await createTestApp('sqlite');
    const transport = createMailTransport(t.context.config);
    expect(transport.description).toBe(`files in ${t.context.config.mail.outboxDir} (no SMTP_URL set)`);
    const worker = startOutboxWorker({ db: t.context.database.db, transport, log, intervalMs: 0 });
    const dog = await makeRegistration(t.context);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const files = await fs.readdir(t.context.config.mail.outboxDir);
    expect(files).toHaveLength(1);
    const eml = plain(await fs.readFile(path.join(t.context.config.mail.outboxDir, files[0] ?? ''), 'utf8'));
    expect(eml).toContain(`(${dog.registryNumber})`);
    expect(eml).toContain(`To: ${OWNER.ownerEmail}`);
    expect((await fs.stat(path.join(t.context.config.mail.outboxDir, files[0] ?? ''))).mode & 0o777).toBe(0o600);
    await worker.stop();
    transport.close();
    await t.close();
  });
});
