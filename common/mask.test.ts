import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('maskPhone', () => {
  it('keeps only the last four digits', () => {
    expect(maskPhone('(555) 123-4821')).toBe('(•••) •••-4821');
    expect(maskPhone('+1 555 123 4821')).toBe('(•••) •••-4821');
  });
  it('never reveals more digits than the number has', () => {
    expect(maskPhone('12')).toBe('(•••) •••-••12');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@example.com');
  });
  it('hides a value that is not an address', () => {
    expect(maskEmail('nonsense')).toBe('•••');
  });
});
