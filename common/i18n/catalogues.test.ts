import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_SHARED_IDS } from '../admin-messages';
import { FIELD_MAX_LENGTH, PAYMENT_CODE_BATCH_MAX, STATUS_REASON_MAX_LENGTH } from '../constants';
import { MESSAGES, TOO_LONG } from '../messages';
import { pickLocale } from './locales';
import { en, SHARED_MESSAGE_IDS, type MessageId } from './messages-en';
import { es } from './messages-es';
import { adminEn, type AdminMessageId } from './admin-messages-en';
import { adminEs } from './admin-messages-es';
import { ownerEn } from './owner-messages-en';
import { ownerEs } from './owner-messages-es';

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
    ['owner tools', ownerEn, ownerEs],
    ['staff area', adminEn, adminEs],
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

  it("translate every staff form's validation message, found by its English text", () => {
    for (const [key, text] of Object.entries(ADMIN_MESSAGES)) {
      expect(ADMIN_SHARED_IDS.get(text)).toBe(`adminMessages.${key}`);
      expect(adminEn[`adminMessages.${key}` as AdminMessageId]).toBe(text);
      expect(adminEs[`adminMessages.${key}` as AdminMessageId]).not.toBe(text);
    }
    // The two with a number say the same number.
    expect(adminEs['adminMessages.reasonTooLong']).toContain(String(STATUS_REASON_MAX_LENGTH));
    expect(adminEs['adminMessages.atMostCodes']).toContain(String(PAYMENT_CODE_BATCH_MAX));
  });

  it('say each length limit in Spanish with the same number as the English', () => {
    for (const [field, text] of Object.entries(TOO_LONG)) {
      const max = String(FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH]);
      expect(text).toContain(` ${max} `);
      expect(es[SHARED_MESSAGE_IDS.get(text) ?? 'site.title']).toContain(` ${max} `);
    }
  });

  it('translate every shared validation and error message, found by its English text', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(SHARED_MESSAGE_IDS.get(text)).toBe(`messages.${key}`);
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
