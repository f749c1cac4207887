/**
 * An SMTP password never crosses the network in clear (the security test's finding), and every message
 * carries an id on a real domain.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './mail-transport';

describe('sending through an SMTP server that offers no STARTTLS', () => {
  let server: SMTPServer;
  let port = 0;
  const logins: string[] = [];
  const delivered: string[] = [];
  const messages: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      // Accepts a password over a plain connection, as a careless server would.
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          messages.push(raw);
          delivered.push(session.envelope.rcptTo.map((r) => r.address).join());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (smtpUrl: string, to: string, from = 'registry@example.org') =>
    createMailTransport({
      mail: { smtpUrl, from, outboxDir: '/nonexistent' },
      publicUrl: 'https://registry.example.org',
      registryName: 'Harbor Registry',
      contactEmail: 'help@example.org',
    }).send({
      id: `m-${to.split('@')[0]}`,
      to,
      subject: 'Your owner link',
      text: 'text',
      html: '<p>html</p>',
    });

  it('refuses to send a password in clear, and sends nothing', async () => {
    await expect(send(`smtp://mailer:Sup3rSecret@127.0.0.1:${port}`, 'a@example.org')).rejects.toThrow();
    expect(logins).toEqual([]);
    expect(delivered).toEqual([]);
  });

  it('sends when the operator allows it for a trusted relay, or when there is no password to protect', async () => {
    await send(`smtp://mailer:Sup3rSecret@127.0.0.1:${port}?requireTLS=false`, 'b@example.org');
    await send(`smtp://127.0.0.1:${port}`, 'c@example.org');
    expect(delivered).toEqual(['b@example.org', 'c@example.org']);
    expect(logins).toEqual(['mailer:Sup3rSecret']);
  });

  it("names each message on the sender's domain, or on the site's when the sender gives none", async () => {
    messages.length = 0;
    await send(`smtp://127.0.0.1:${port}`, 'd@example.org', '"Harbor Registry" <no-reply@Mail.Example.org>');
    await send(`smtp://127.0.0.1:${port}`, 'e@example.org', 'Harbor Registry');
    expect(messages.map((raw) => /^Message-ID: (.*)\r$/m.exec(raw)?.[1])).toEqual([
      '<m-d@mail.example.org>',
      '<m-e@registry.example.org>',
    ]);
    for (const raw of messages) expect(raw).toMatch(/^Reply-To: Harbor Registry <help@example\.org>\r$/m);
  });
});
