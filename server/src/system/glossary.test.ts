/** The catalogues keep to docs/GLOSSARY.md: one word for each thing, in both languages. */
import { describe, expect, it } from 'vitest';
import { staffEn } from '#common/i18n/staff-messages-en';
import { staffEs } from '#common/i18n/staff-messages-es';
import { errorsEn } from '#common/i18n/error-messages-en';
import { errorsEs } from '#common/i18n/error-messages-es';
import { en } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import { ownerLinkEn } from '#common/i18n/owner-link-messages-en';
import { ownerLinkEs } from '#common/i18n/owner-link-messages-es';
import { policiesEn } from '#common/i18n/policy-messages-en';
import { policiesEs } from '#common/i18n/policy-messages-es';
import { lawEn } from '#common/i18n/law-messages-en';
import { registerEn } from '#common/i18n/register-messages-en';
import { registerEs } from '#common/i18n/register-messages-es';
import { lawEs } from '#common/i18n/law-messages-es';
import { emailEn } from '../email/messages/email-en';
import { emailEs } from '../email/messages/email-es';

const ENGLISH = {
  ...en,
  ...staffEn,
  ...errorsEn,
  ...ownerLinkEn,
  ...policiesEn,
  ...lawEn,
  ...registerEn,
  ...emailEn,
} as Record<string, string>;
const SPANISH = {
  ...es,
  ...staffEs,
  ...errorsEs,
  ...ownerLinkEs,
  ...policiesEs,
  ...lawEs,
  ...registerEs,
  ...emailEs,
} as Record<string, string>;

/** The texts of a catalogue that use a word the glossary rules out. */
function offending(catalogue: Record<string, string>, word: RegExp): string[] {
  return Object.entries(catalogue)
    .filter(([, text]) => word.test(text))
    .map(([id, text]) => `${id}: ${text}`);
}

describe('the glossary', () => {
  it('calls the person a handler in English: "owner" only names the owner link', () => {
    expect(offending(ENGLISH, /\bowners?(?:'s|’s)?\b(?! links?\b)/i)).toEqual([]);
  });

  it('calls the person "usuario" in Spanish: "propietario" only names the enlace de propietario', () => {
    expect(offending(SPANISH, /(?<!enlaces? (?:privado )?de )propietari[oa]s?|dueñ[oa]s?/i)).toEqual([]);
  });

  it('gives checking one name everywhere, by number or by card (issue 52)', () => {
    expect(offending(ENGLISH, /Verify Registration\b|Verify a Card\b/i)).toEqual([]);
    expect(offending(SPANISH, /Verificar una tarjeta\b/)).toEqual([]);
  });
});
