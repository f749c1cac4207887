import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      registryName: 'Service Dog Registry',
      tagline: {
        en: 'An independent, voluntary registry of service dogs',
        es: 'Un registro independiente y voluntario de perros de servicio',
      },
      registryPrefix: 'SDR-',
      feeCents: 9999,
      validityYears: 10,
      dbCacheBytes: 8_388_608,
      contactHours: {
        en: 'Monday to Friday, 9am to 5pm EST',
        es: 'De lunes a viernes, de 9 a. m. a 5 p. m. (hora del Este)',
      },
      databaseUrl: null,
      publicUrl: null,
    });
    expect(config.sqliteFile).toBe(path.resolve('data/registry.sqlite'));
    expect(config.uploadsDir).toBe(path.resolve('data/uploads'));
  });

  it('listens on this machine only, outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example.org' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://r.example.org', HOST: '10.0.0.5' }).host).toBe(
      '10.0.0.5',
    );
  });

  it.each([
    ['DATABASE_URL', 'mysql://registry:Sup3rSecretPw@db/registry'],
    ['REDIS_URL', 'http://default:Sup3rSecretPw@redis:6379'],
    ['SMTP_URL', 'smtp://mailer:Sup3rSecretPw@mail example.org'],
    ['METRICS_TOKEN', 'Sup3rSecretPw'],
  ])('never repeats a wrong %s, which may hold a password, in its error', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
    expect(() => loadConfig({ [name]: value })).not.toThrow(/Sup3rSecretPw/);
  });

  it('repeats a wrong value that holds no secret, to help fix a typo', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*\(got "eighty"\)/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', REGISTRY_PREFIX: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DB_CACHE_BYTES', '1000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'registry.example.org'],
    ['REGISTRY_PREFIX', 'sdr-'],
    ['FEE_YEARS', '0'],
    ['VALIDITY_YEARS', '51'],
    ['CONTACT_EMAIL', 'not-an-email'],
    ['PAYMENT_HELP_URL', 'javascript:alert(1)'],
    ['PAYMENT_HELP_URL', 'pay.example.org'],
    ['PAYMENT_HELP_URL', 'ftp://pay.example.org/'],
    ['PAYMENT_HELP_TEXT', 'x'.repeat(601)],
  ])('stops on a wrong %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("tells handlers how to get a payment code: a default sentence, or the registry's own words and page", () => {
    expect(loadConfig({})).toMatchObject({
      paymentHelpText: {
        en: expect.stringContaining('Payment confirmation numbers come from'),
        es: expect.stringContaining('Los números de confirmación de pago'),
      },
      paymentHelpUrl: null,
    });
    expect(
      loadConfig({ PAYMENT_HELP_TEXT: 'Pay at the front desk.', PAYMENT_HELP_URL: 'https://pay.example.org/sdr' }),
    ).toMatchObject({
      // The registry's own words in both languages until it gives the Spanish too.
      paymentHelpText: { en: 'Pay at the front desk.', es: 'Pay at the front desk.' },
      paymentHelpUrl: 'https://pay.example.org/sdr',
    });
    expect(
      loadConfig({ PAYMENT_HELP_TEXT: 'Pay at the front desk.', PAYMENT_HELP_TEXT_ES: 'Pague en la recepción.' })
        .paymentHelpText,
    ).toEqual({ en: 'Pay at the front desk.', es: 'Pague en la recepción.' });
    expect(
      loadConfig({ CONTACT_HOURS: 'Weekdays 8–4', CONTACT_HOURS_ES: 'Días laborables 8–16' }).contactHours,
    ).toEqual({
      en: 'Weekdays 8–4',
      es: 'Días laborables 8–16',
    });
    // A link is kept as written (PUBLIC_URL loses its trailing slash because paths are added to it).
    expect(loadConfig({ PAYMENT_HELP_URL: ' http://pay.example.org/fees/ ' }).paymentHelpUrl).toBe(
      'http://pay.example.org/fees/',
    );
    expect(loadConfig({ PAYMENT_HELP_URL: '' }).paymentHelpUrl).toBeNull();
  });

  it('reads how long a registration lasts from VALIDITY_YEARS, or from FEE_YEARS, its earlier name', () => {
    expect(loadConfig({ VALIDITY_YEARS: '3' }).validityYears).toBe(3);
    expect(loadConfig({ FEE_YEARS: '5' }).validityYears).toBe(5);
    expect(loadConfig({ VALIDITY_YEARS: '2', FEE_YEARS: '5' }).validityYears).toBe(2);
  });

  it('needs PUBLIC_URL in production, where it starts every QR code and email link', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example.org' }).env).toBe('production');
  });

  it('serves Swagger UI outside production, and in production only when API_DOCS=true', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example.org' };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS: must be true or false \(got "yes"\)/);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://registry.example.org/' }).publicUrl).toBe('https://registry.example.org');
  });
});
