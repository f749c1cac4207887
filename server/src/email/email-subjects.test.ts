/**
 * No text a registrant chose reaches an email's subject (the security test's finding: a dog named like a
 * link or an alarm became the subject line of the registry's own mail, a phishing aid). Subjects name
 * the registry number only.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { emailEn } from './messages/email-en';
import { emailEs } from './messages/email-es';

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
  }
  return into;
}

describe("the emails' subjects", () => {
  it.each([
    ['English', emailEn],
    ['Spanish', emailEs],
  ] as const)('in %s fill in nothing a registrant typed', (_, catalogue) => {
    const subjects = Object.entries(catalogue).filter(([id]) => id.endsWith('.subject'));
    expect(subjects.length).toBeGreaterThan(5);
    for (const [id, subject] of subjects) {
      const filled = [...placeholders(parse(subject))];
      expect({ id, filled: filled.filter((name) => !['registryNumber', 'when'].includes(name)) }).toEqual({
        id,
        filled: [],
      });
    }
  });
});
