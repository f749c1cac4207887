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

describe("a registrant's text in an email's body", () => {
  const registry = {
    registryName: 'Service Dog Registry',
    contactEmail: 'registry@example.org',
    contactPhone: '(555) 010-0100',
    contactHours: { en: 'Weekdays', es: 'Días laborables' },
  };

  it('promises no later email in a receipt staff pass on by hand (no SMTP_URL), in either language', async () => {
    const { registrationReceivedEmail } = await import('./registration-emails');
    const receipt = (locale: 'en' | 'es', sendsEmail: boolean) =>
      registrationReceivedEmail(registry, {
        dogName: 'Biscuit',
        registryNumber: 'SDR-0042',
        ownerLink: 'https://registry.example.org/registry/abc?key=k',
        locale,
        sendsEmail,
      }).text;
    expect(receipt('en', true)).toContain('we will email you when they do');
    expect(receipt('en', false)).not.toContain('email you');
    expect(receipt('en', false)).toContain('look up your registry number');
    expect(receipt('es', true)).toContain('le escribiremos');
    expect(receipt('es', false)).not.toContain('le escribiremos');
  });

  it('reads the same but is never a link: a dog named like an address', async () => {
    const { registrationReceivedEmail } = await import('./registration-emails');
    const email = registrationReceivedEmail(registry, {
      dogName: 'Win at https://evil.example/login or www.evil.example',
      registryNumber: 'SDR-0042',
      ownerLink: 'https://registry.example.org/registry/abc?key=k',
      locale: 'en',
      sendsEmail: true,
    });
    for (const body of [email.text, email.html]) {
      expect(body).not.toMatch(/https:\/\/evil|evil\.example|www\.evil/);
      expect(body.replace(/\u200b/g, '')).toContain('Win at https://evil.example/login or www.evil.example');
      // The registry's own link still works.
      expect(body).toContain('https://registry.example.org/registry/abc?key=k');
    }
  });
});
