import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGE_TEXTS, STAFF_MESSAGES } from '../staff-messages';
import { FIELD_MAX_LENGTH, PAYMENT_CODE_BATCH_MAX, STATUS_REASON_MAX_LENGTH } from '../constants';
import { MESSAGE_TEXTS, MESSAGES, TOO_LONG, TOO_LONG_TEXTS } from '../messages';
import { pickLocale } from './locales';
import { en, type MessageId } from './messages-en';
import { es } from './messages-es';
import { staffEn, type StaffMessageId } from './staff-messages-en';
import { staffEs } from './staff-messages-es';
import { ownerLinkEn } from './owner-link-messages-en';
import { ownerLinkEs } from './owner-link-messages-es';
import { policiesEn } from './policy-messages-en';
import { policiesEs } from './policy-messages-es';
import { lawEn } from './law-messages-en';
import { lawEs } from './law-messages-es';
import { registerEn } from './register-messages-en';
import { registerEs } from './register-messages-es';
import { errorsEn } from './error-messages-en';
import { errorsEs } from './error-messages-es';

/** The names a message fills in ({years}, {registryNumber}), found anywhere in its ICU syntax tree. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

describe('the catalogues', () => {
  it.each([
    ['site', en, es],
    ['owner tools', ownerLinkEn, ownerLinkEs],
    ['staff area', staffEn, staffEs],
    ['About, Privacy and Terms', policiesEn, policiesEs],
    ['Show the law', lawEn, lawEs],
    ['registration wizard', registerEn, registerEs],
    ['API refusal', errorsEn, errorsEs],
  ] as const)(
    'give every %s message in both languages, each valid ICU with the same placeholders',
    (_, english, spanish) => {
      const ids = Object.keys(english) as (keyof typeof english)[];
      expect(Object.keys(spanish).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const wanted = placeholders(parse(english[id]));
        expect({ id, placeholders: placeholders(parse(spanish[id])) }).toEqual({ id, placeholders: wanted });
      }
    },
  );

  it("translate every staff form's validation message, by the id the code passes", () => {
    for (const [key, text] of Object.entries(STAFF_MESSAGE_TEXTS)) {
      const id = STAFF_MESSAGES[key as keyof typeof STAFF_MESSAGES];
      expect(id).toBe(`adminMessages.${key}`);
      expect(staffEn[id as StaffMessageId]).toBe(text);
      expect(staffEs[id as StaffMessageId]).not.toBe(text);
    }
    // The two with a number say the same number.
    expect(staffEs['adminMessages.reasonTooLong']).toContain(String(STATUS_REASON_MAX_LENGTH));
    expect(staffEs['adminMessages.atMostCodes']).toContain(String(PAYMENT_CODE_BATCH_MAX));
  });

  it('say each length limit in Spanish with the same number as the English', () => {
    for (const [field, text] of Object.entries(TOO_LONG_TEXTS)) {
      const max = String(FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH]);
      expect(text).toContain(` ${max} `);
      expect(es[TOO_LONG[field as keyof typeof TOO_LONG]]).toContain(` ${max} `);
    }
  });

  it('translate every shared validation and error message, by the id the code passes', () => {
    for (const [key, text] of Object.entries(MESSAGE_TEXTS)) {
      const id = MESSAGES[key as keyof typeof MESSAGES];
      expect(id).toBe(`messages.${key}`);
      expect(en[id]).toBe(text);
      // The browser shows these as text, unparsed (scripts/precompiled-messages-plugin.ts): no ICU syntax.
      expect(parse(text)).toEqual([expect.objectContaining({ type: TYPE.literal, value: text })]);
      expect(es[`messages.${key}` as MessageId]).not.toBe(text);
    }
  });
});

describe('pickLocale', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['fr-FR', 'es'], 'es'],
    [['en-US', 'es'], 'en'],
    [['ES'], 'es'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
  ] as const)('reads %j as %s', (preferred, locale) => {
    expect(pickLocale(preferred)).toBe(locale);
  });
});
