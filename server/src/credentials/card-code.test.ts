import { generateKeyPairSync, sign } from 'node:crypto';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { bytesToDigits, digitsToBytes, encodeCardCode, openCardCode, type CodeClaims } from '#common/card-code';
import { CARD_NAME_LIMITS } from '#common/card-names';
import { claimedNumber } from '#common/credential';
import { FIELD_MAX_LENGTH, SERVICE_TYPES } from '#common/constants';
import { handlerShortName } from '#common/mask';

const { privateKey } = generateKeyPairSync('ed25519');
const signer = (data: Uint8Array) => new Uint8Array(sign(null, data, privateKey));
/** A key id as long as the registry's (the first 12 characters of a thumbprint). */
const KID = 'Ab3dEf6hIj9L';

describe('the digits a card code is written in', () => {
  it('give back exactly the bytes they were made from, any bytes at all', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), (bytes) => {
        expect(digitsToBytes(bytesToDigits(bytes))).toEqual(bytes);
      }),
    );
  });
  it('refuse what this form never writes: letters, a run too large for its bytes, a length no run has', () => {
    expect(digitsToBytes('12a')).toBeNull();
    expect(digitsToBytes('999')).toBeNull(); // 3 digits hold one byte, at most 255
    expect(digitsToBytes('1234')).toBeNull();
    expect(digitsToBytes('')).toBeNull();
  });
});

const claims: CodeClaims = {
  sub: 'SDR-0002',
  iat: 1_795_000_000,
  exp: 1_826_000_000,
  n: 'Biscuit',
  b: 'Labrador Retriever',
  h: 'Jordan E.',
  r: 1,
  sl: 4711,
};

describe('a card code', () => {
  it('carries the claims, a standard service type by its place in the list, and the key that signed', () => {
    const code = encodeCardCode({ ...claims, s: 'Hearing Dog', ta: 20_400, ti: 99 }, KID, signer);
    expect(code).toMatch(/^\d+$/);
    expect(openCardCode(code)).toMatchObject({
      kid: KID,
      alg: -19,
      typ: 'sdr-card+cwt',
      claims: { ...claims, s: 'Hearing Dog', ta: 20_400, ti: 99 },
    });
  });
  it('is the same code for the same card and key, so a card prints the same QR code every time', () => {
    expect(encodeCardCode(claims, KID, signer)).toBe(encodeCardCode({ ...claims }, KID, signer));
  });
  it('carries names cut as the card prints them', () => {
    const long = { ...claims, n: 'Sir Reginald Barkington the Third of Oakwood', h: `${'Maximiliano'.repeat(3)} G.` };
    expect(openCardCode(encodeCardCode(long, KID, signer))?.claims).toMatchObject({
      n: 'Sir Reginald Barkington the…',
      h: 'MaximilianoMaximi… G.',
    });
  });
  it('is not opened from a code with a byte changed where the structure is', () => {
    const code = encodeCardCode(claims, KID, signer);
    expect(openCardCode(`9${code.slice(1)}`)).toBeNull();
  });
});

/** Every name at the longest the form takes, in letters of one, two, three and four UTF-8 bytes. */
const LETTERS = ['m', 'ñ', '犬', '🐕'];
const OTHER_WORDS = (letter: string) => letter.repeat(FIELD_MAX_LENGTH.serviceTypeOther);

describe('the printed QR code', () => {
  // A phone's camera (ZBar) reads version 15 from a card printed at 150 dpi; 16 and above it missed (issue 52).
  it('is version 15 or lower for the longest names in any script, every service type shown or not, a long address', () => {
    const address = `https://${'registry-of-a-training-programme'.padEnd(48, 'x')}.example.org/v#`;
    for (const letter of LETTERS)
      for (const s of [undefined, ...SERVICE_TYPES.slice(0, -1), OTHER_WORDS(letter)]) {
        const longest: CodeClaims = {
          ...claims,
          sub: 'SDR-12345678',
          n: letter.repeat(FIELD_MAX_LENGTH.dogName),
          b: letter.repeat(FIELD_MAX_LENGTH.dogBreed),
          h: handlerShortName(`${letter.repeat(150)} ${letter.repeat(49)}`),
          r: 1_000,
          sl: 2 ** 31,
          ta: 40_000,
          ti: 2 ** 31,
          ...(s === undefined ? {} : { s }),
        };
        const { version } = QRCode.create(address + encodeCardCode(longest, KID, signer), {
          errorCorrectionLevel: 'M',
        });
        expect(version, `${letter}, ${s ?? 'no service type'}`).toBeLessThanOrEqual(15);
      }
    expect(CARD_NAME_LIMITS.dogName).toBeGreaterThanOrEqual(30);
  });
});

describe('the number a credential claims, read before any check', () => {
  it('is read from a card code and from a JWS, and is null for anything else', () => {
    expect(claimedNumber(encodeCardCode(claims, KID, signer))).toBe('SDR-0002');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(claimedNumber(`${part({ alg: 'Ed25519' })}.${part({ sub: 'SDR-0007' })}.c2ln`)).toBe('SDR-0007');
    for (const other of ['', '12a', '999', 'a.b.c', `${part({})}.${part({ sub: 7 })}.c2ln`])
      expect(claimedNumber(other)).toBeNull();
  });
});
