import { describe, expect, it } from 'vitest';
import { exampleRegistryNumber, formatRegistryNumber, parseRegistrySequence } from './registry-number';

describe('formatRegistryNumber', () => {
  it('pads the counter to four digits after the prefix', () => {
    expect(formatRegistryNumber('SDR-', 1)).toBe('SDR-0001');
    expect(formatRegistryNumber('SDR-', 42)).toBe('SDR-0042');
  });
  it('keeps every digit once the counter outgrows four', () => {
    expect(formatRegistryNumber('SDR-', 123456)).toBe('SDR-123456');
  });
  it('shows the configured format in examples', () => {
    expect(exampleRegistryNumber('K9-')).toBe('K9-0042');
  });
});

describe('parseRegistrySequence', () => {
  it.each([
    ['SDR-0042', 42],
    ['sdr-0042', 42],
    ['  sdr 0042 ', 42],
    ['SDR0042', 42],
    ['0042', 42],
    ['42', 42],
    ['SD-0042', 42],
    ['sd-17', 17],
    ['SDR-123456', 123456],
  ])('reads %j as %i', (input, expected) => {
    expect(parseRegistrySequence(input, 'SDR-')).toBe(expected);
  });

  it.each(['', '   ', 'SDR-', 'SDR-00A1', 'XYZ-0042', 'SDR-0000', '-42', 'SDR--42', '4 2x'])('rejects %j', (input) => {
    expect(parseRegistrySequence(input, 'SDR-')).toBeNull();
  });

  it('follows a configured prefix without a dash', () => {
    expect(parseRegistrySequence('k9 0007', 'K9')).toBe(7);
    expect(parseRegistrySequence('SD-0007', 'K9')).toBe(7);
  });
});
