/**
 * Every email in two parts, plain text and HTML, with the registry's name and contact at the foot.
 * The HTML is one column of headings, paragraphs and a link, with its language set, so screen readers
 * and small screens read it as easily as the text part.
 */
import { DEFAULT_LOCALE, LANGUAGE_PARAM, type Locale } from '#common/i18n/locales';
import type { Config } from '../config';
import { emailWords } from './email-words';

export type Registry = Pick<Config, 'registryName' | 'contactEmail' | 'contactPhone' | 'contactHours'>;

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A paragraph, or a link shown as a button-like line, in both forms. */
export type Block = { text: string } | { link: string; label: string } | { heading: string };

/**
 * The link, made to open the site in the email's language: the site otherwise speaks the browser's,
 * which need not be the reader's. The language goes in the query, before any `#token`.
 */
export function linkInLanguage(link: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return link;
  const url = new URL(link);
  url.searchParams.set(LANGUAGE_PARAM, locale);
  return url.toString();
}

/** An email in `locale`, the language its reader registered in: the words, the foot and `<html lang>`. */
export function composeEmail(registry: Registry, locale: Locale, subject: string, given: Block[]): EmailContent {
  const blocks = given.map((block) =>
    'link' in block ? { ...block, link: linkInLanguage(block.link, locale) } : block,
  );
  const foot = [
    emailWords(locale, 'foot.independent', { registryName: registry.registryName }),
    emailWords(locale, 'foot.questions', {
      email: registry.contactEmail,
      phone: registry.contactPhone,
      hours: registry.contactHours[locale],
    }),
  ];
  const text = [
    ...blocks.map((block) =>
      'heading' in block ? block.heading : 'link' in block ? `${block.label}:\n${block.link}` : block.text,
    ),
    '--',
    ...foot,
  ].join('\n\n');
  const body = blocks
    .map((block) =>
      'heading' in block
        ? `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(block.heading)}</h1>`
        : 'link' in block
          ? `<p style="margin:16px 0"><a href="${escapeHtml(block.link)}" style="color:#0f4c6c;font-weight:bold">${escapeHtml(block.label)}</a></p>`
          : `<p style="margin:0 0 12px">${escapeHtml(block.text)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#ffffff">
<main style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-weight:bold;color:#0b3b54">${escapeHtml(registry.registryName)}</p>
${body}
<hr style="border:0;border-top:1px solid #cbd5e1;margin:24px 0">
${foot.map((line) => `<p style="margin:0 0 8px;font-size:14px;color:#334155">${escapeHtml(line)}</p>`).join('\n')}
</main>
</body>
</html>
`;
  return { subject, text, html };
}
