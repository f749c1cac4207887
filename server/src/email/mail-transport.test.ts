/** An SMTP password never crosses the network in clear (the security test's finding). */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './mail-transport';

describe('sending through an SMTP server that offers no STARTTLS', () => {
  let server: SMTPServer;
  let port = 0;
  const logins: string[] = [];
  const delivered: string[] = [];
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
        stream.resume();
        stream.on('end', () => {
          delivered.push(session.envelope.rcptTo.map((r) => r.address).join());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (smtpUrl: string, to: string) =>
    createMailTransport({ mail: { smtpUrl, from: 'registry@example.org', outboxDir: '/nonexistent' } }).send({
      id: `m-${to}`,
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
});
