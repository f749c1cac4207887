import { describe, expect, it } from 'vitest';
import type { RegistrationStatus } from '#common/constants';
import { statusNotice } from './status-emails';

const registry = {
  registryName: 'Harbor Service Dog Registry',
  contactEmail: 'help@example.org',
  contactPhone: '555-0100',
  contactHours: { en: 'Mon–Fri 9–5', es: 'lun–vie 9–17' },
};
const dog = {
  dogName: 'Biscuit',
  registryNumber: 'SDR-0042',
  expiresAt: '2036-03-03T00:00:00.000Z',
  locale: 'en' as const,
};

describe('the notice a status change sends', () => {
  it.each<[RegistrationStatus, RegistrationStatus, string | null]>([
    ['pending', 'active', 'registration.approved'],
    ['in_training', 'active', 'registration.approved'],
    ['suspended', 'active', 'registration.reinstated'],
    ['revoked', 'active', 'registration.reinstated'],
    ['pending', 'denied', 'registration.denied'],
    ['active', 'suspended', 'registration.suspended'],
    ['active', 'revoked', 'registration.revoked'],
    ['active', 'retired', null],
    ['active', 'deceased', null],
    ['pending', 'in_training', null],
  ])('%s to %s sends %s', (from, to, kind) => {
    expect(statusNotice(registry, { from, to, reason: 'Re-test is due.' }, dog)?.kind ?? null).toBe(kind);
  });

  it("gives staff's reason, the number and the way to reply, in text and in HTML", () => {
    const notice = statusNotice(registry, { from: 'active', to: 'suspended', reason: 'Re-test <due>.' }, dog);
    expect(notice?.content.subject).toBe('Your registration SDR-0042 is suspended');
    expect(notice?.content.text).toContain("The registry's reason: Re-test <due>.");
    expect(notice?.content.text).toContain('SDR-0042');
    expect(notice?.content.html).toContain('Re-test &lt;due&gt;.');
    expect(notice?.content.html).toContain('<html lang="en">');
  });

  it('tells a reinstated handler that the card they have works again', () => {
    const notice = statusNotice(registry, { from: 'suspended', to: 'active', reason: null }, dog);
    expect(notice?.content.text).toContain('valid through March 3, 2036');
    expect(notice?.content.text).toContain('verifies again');
  });

  it('writes to a handler who registered in Spanish in Spanish: words, dates and the page language', () => {
    const spanish = { ...dog, locale: 'es' as const };
    const suspended = statusNotice(registry, { from: 'active', to: 'suspended', reason: 'Prueba vencida.' }, spanish);
    expect(suspended?.content.subject).toBe('Su registro SDR-0042 está suspendido');
    expect(suspended?.content.text).toContain('El motivo del registro: Prueba vencida.');
    expect(suspended?.content.text).toContain('Harbor Service Dog Registry es un registro independiente y voluntario.');
    expect(suspended?.content.html).toContain('<html lang="es">');
    const reinstated = statusNotice(registry, { from: 'suspended', to: 'active', reason: null }, spanish);
    expect(reinstated?.content.text).toContain('es válido hasta el 3 de marzo de 2036');
  });
});
