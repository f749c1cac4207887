/**
 * Where email goes: an SMTP server (nodemailer) when SMTP_URL is set; otherwise, the embedded default,
 * one .eml file per message in DATA_DIR/outbox, which any mail program opens.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Said in the start log. */
  description: string;
  /** True when nothing leaves the server (no SMTP_URL): staff pass each message on by hand. */
  byHand: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer's options for SMTP_URL. A password never crosses the network in clear: over `smtp://`
 * with credentials, the server must offer STARTTLS or nothing is sent (`?requireTLS=false` in the URL
 * allows it, for a relay on a trusted network). `smtps://` is encrypted from the first byte.
 */
export function smtpTransportOptions(smtpUrl: string): { url: string; requireTLS?: boolean } {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && url.username !== '' ? { url: smtpUrl, requireTLS: true } : { url: smtpUrl };
}

/**
 * The domain a Message-ID ends with (RFC 5322: `<id@domain>`, the domain the sender's): MAIL_FROM's,
 * else PUBLIC_URL's host. Spam filters mark down an id whose right-hand side is no domain.
 */
export function messageIdDomain(from: string, publicUrl: string | null): string {
  const fromDomain = /@([^\s@<>"]+?)>?\s*$/.exec(from)?.[1];
  if (fromDomain) return fromDomain.toLowerCase();
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

type MailConfig = Pick<Config, 'mail' | 'publicUrl' | 'registryName' | 'contactEmail'>;

export function createMailTransport(config: MailConfig): MailTransport {
  const { smtpUrl, from, outboxDir } = config.mail;
  const domain = messageIdDomain(from, config.publicUrl);
  const headers = (mail: OutgoingMail) => ({
    from,
    // A reply reaches the registry's contact address, whatever MAIL_FROM is: some emails ask for one.
    replyTo: { name: config.registryName, address: config.contactEmail },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The same id on a retry, so a receiving server can drop a duplicate.
    messageId: `<${mail.id}@${domain}>`,
  });
  // nodemailer is loaded with the first message: a server that sends none does not carry it.
  let transporter: Promise<Transporter> | null = null;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpTransportOptions(smtpUrl))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const close = () => void transporter?.then((t) => t.close());
  if (smtpUrl) {
    const host = new URL(smtpUrl).host;
    return {
      description: `SMTP at ${host}`,
      byHand: false,
      async send(mail) {
        await (await open()).sendMail(headers(mail));
      },
      close,
    };
  }
  return {
    description: `files in ${outboxDir} (no SMTP_URL set)`,
    byHand: true,
    async send(mail) {
      const { message } = (await (await open()).sendMail(headers(mail))) as { message: Buffer };
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, message, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
    },
    close,
  };
}
