import { describe, expect, it } from 'vitest';
import { fragmentCredential } from './fragment-credential';

describe("the verify page's fragment", () => {
  it('is the credential, percent-decoded; one that is not valid percent-encoding is taken as it is', () => {
    expect(fragmentCredential('#eyJ.a%2Eb.c')).toBe('eyJ.a.b.c');
    expect(fragmentCredential('#abc%')).toBe('abc%');
    expect(fragmentCredential('')).toBe('');
  });
});
