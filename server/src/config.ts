/** Settings from the environment (README, Configuration), checked once at start. A wrong value stops the server and names the setting. */
import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '#common/i18n/locales';
import { parseTrustProxy } from './lib/client-address';

const MIN_CACHE_BYTES = 1_048_576;

/** Signed out after 30 idle minutes, and after twelve hours whatever happens (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
export const SESSION_IDLE_DEFAULT_MINUTES = 30;
export const SESSION_ABSOLUTE_DEFAULT_HOURS = 12;

/** Where the security event log goes (SECURITY_LOG); `stderr` is the command line's: its own output stays on stdout. */
export type SecurityLogSink =
  { kind: 'stdout' } | { kind: 'stderr' } | { kind: 'file'; path: string } | { kind: 'off' };

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://registry.example.org' });
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(httpUrl);

/** An operator's own paragraphs: room for a page's worth, never a whole document in an environment variable. */
const operatorText = z.string().trim().min(1).max(4000).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production, this machine only otherwise (sample data and the setup link stay off the network). */
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^postgres(ql)?:\/\//.test(value),
      'must start with postgres:// (leave it unset for the embedded SQLite database)',
    )
    .default(''),
  // SQLite reads the file through the system's page cache, which holds it anyway: at 100,000 and a
  // million records, look-ups and dashboard queries ran as fast with 8 MiB as with 40, and resident
  // memory after the look-up load was 36 MB lower (docs/PERFORMANCE.md).
  DB_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(MIN_CACHE_BYTES, `must be at least ${MIN_CACHE_BYTES}`)
    .default(8_388_608),
  REGISTRY_NAME: z.string().trim().min(1).max(80).default('Service Dog Registry'),
  REGISTRY_TAGLINE: z.string().trim().min(1).max(160).optional(),
  REGISTRY_TAGLINE_ES: z.string().trim().min(1).max(160).optional(),
  REGISTRY_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Z][A-Z0-9]{0,7}-?$/,
      'must be 1–8 capital letters or digits, starting with a letter, optionally ending in "-" (for example SDR-)',
    )
    .default('SDR-'),
  PUBLIC_URL: optionalUrl.optional(),
  /** Set by `npm run dev`: the Vite address the developer opens, for the setup link and emails. */
  DEV_WEB_URL: optionalUrl.optional(),
  SIGNING_KEY_FILE: z.string().trim().min(1).optional(),
  CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default('registry@example.org'),
  CONTACT_PHONE: z.string().trim().min(1).default('(555) 010-0100'),
  CONTACT_HOURS: z.string().trim().min(1).optional(),
  /** The same in Spanish; unset: the Spanish default when CONTACT_HOURS is unset too, else CONTACT_HOURS as it is. */
  CONTACT_HOURS_ES: z.string().trim().min(1).optional(),
  /** Who runs the registry, as its About, Privacy and Terms pages name it; unset: REGISTRY_NAME. */
  REGISTRY_OPERATOR: z.string().trim().min(1).max(160).optional(),
  /** The operator's postal address, on the About and Privacy pages when set. */
  REGISTRY_OPERATOR_ADDRESS: z.string().trim().min(1).max(300).optional(),
  /** The operator's own paragraphs on the About, Privacy and Terms pages (blank lines part them), each in English and Spanish. */
  ABOUT_TEXT: operatorText,
  ABOUT_TEXT_ES: operatorText,
  PRIVACY_TEXT: operatorText,
  PRIVACY_TEXT_ES: operatorText,
  TERMS_TEXT: operatorText,
  TERMS_TEXT_ES: operatorText,
  FEE_CENTS: z.coerce.number().int().min(0).max(10_000_000).default(9999),
  /** How long a registration is valid; FEE_YEARS is its earlier name, still read. */
  VALIDITY_YEARS: z.coerce.number().int().min(1).max(50).optional(),
  FEE_YEARS: z.coerce.number().int().min(1).max(50).optional(),
  /** How long a signed status list vouches for the cards' status; past it a verifier offline says so. */
  STATUS_LIST_VALIDITY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  PAYMENT_HELP_TEXT: z.string().trim().min(1).max(600).optional(),
  PAYMENT_HELP_TEXT_ES: z.string().trim().min(1).max(600).optional(),
  /** A page to link to as it is: unlike PUBLIC_URL, nothing is appended to it, so a trailing slash stays. */
  PAYMENT_HELP_URL: z.string().trim().pipe(httpUrl).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'must be an SMTP address such as smtps://user:password@smtp.example.org:465')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where security events are also written as JSON lines: stdout, off, or a file's absolute path. */
  SECURITY_LOG: z
    .string()
    .trim()
    .refine((value) => value === 'stdout' || value === 'off' || path.isAbsolute(value), {
      error: 'must be stdout, off, or an absolute file path',
    })
    .default('stdout'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(SESSION_IDLE_DEFAULT_MINUTES),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(168).default(SESSION_ABSOLUTE_DEFAULT_HOURS),
  /**
   * Look-ups per address: an hour's bursts and a day's total (docs/DEPLOYMENT.md, "Rate limits"). A busy
   * front desk behind one address stays inside both; a scraper gets at most the day's a day.
   */
  RATE_LIMIT_LOOKUPS_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  RATE_LIMIT_LOOKUPS_PER_DAY: z.coerce.number().int().min(1).default(5000),
  RATE_LIMIT_CODE_CHECKS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_OWNER_LINKS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Staff sign-in steps (password, second factor) per address, and from every address together. */
  RATE_LIMIT_SIGN_INS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SIGN_INS_OVERALL_PER_HOUR: z.coerce.number().int().min(1).default(1200),
  /** Days the security log keeps an event (db/migrations/0020: never fewer than 30). */
  SECURITY_LOG_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  /** Behind a reverse proxy: how many (a hop count; "true" is 1) or which (addresses, CIDRs) to trust. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'use false, a number of proxies (1 to 10), or proxy addresses and CIDRs separated by commas',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Rate-limit counters shared by every instance; in each process's memory when unset. */
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Swagger UI at /api/docs: served unless production; `true` serves it in production too, `false` nowhere. */
  API_DOCS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /** Turns on GET /metrics for a Prometheus scraper sending it as a bearer token. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(24, 'must be at least 24 characters (for example: openssl rand -hex 24)')
    .optional(),
  /** Uploads in an S3-compatible bucket when set; in DATA_DIR/uploads otherwise. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: optionalUrl.optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Path-style addresses (endpoint/bucket/key), which most self-hosted S3 servers need; the default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** A folder inside the bucket, so the registry can share a bucket with other data. */
  S3_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/,
      'must be a folder name such as registry/ (letters, digits, . _ - and /)',
    )
    .transform((value) => (value.endsWith('/') ? value : `${value}/`))
    .optional(),
  /** An OpenTelemetry collector's OTLP/HTTP address: a span per request goes to its /v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('service-dog-registry'),
});

export type S3Settings = NonNullable<ReturnType<typeof s3Settings>>;

function s3Settings(env: z.infer<typeof envSchema>) {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT ?? null,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX ?? '',
    /** Null: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a profile, an instance role). */
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

export type Config = ReturnType<typeof toConfig>;

/** The registry's own words that the pages and emails show, when it sets none, in each language. */
const DEFAULT_TAGLINE = {
  en: 'An independent, voluntary registry of service dogs',
  es: 'Un registro independiente y voluntario de perros de servicio',
};
const DEFAULT_CONTACT_HOURS = {
  en: 'Monday to Friday, 9am to 5pm EST',
  es: 'De lunes a viernes, de 9 a. m. a 5 p. m. (hora del Este)',
};
const DEFAULT_PAYMENT_HELP_TEXT = {
  en: "Payment confirmation numbers come from the registry's staff, or from a trainer who works with the registry, when you pay the registration fee. Contact the registry to get one.",
  es: 'Los números de confirmación de pago los da el personal del registro, o un entrenador que trabaja con el registro, cuando usted paga la tarifa de registro. Comuníquese con el registro para obtener uno.',
};

/**
 * A text the registry configures, in English and Spanish. Spanish falls back to the English setting
 * (the registry's own words are better than ours), and both to the defaults when neither is set.
 */
function inBothLanguages(
  english: string | undefined,
  spanish: string | undefined,
  defaults: Record<Locale, string>,
): Record<Locale, string> {
  return { en: english ?? defaults.en, es: spanish ?? english ?? defaults.es };
}

/** An operator's paragraphs in each language it wrote them in (a page in the other language shows them marked as such). */
function operatorWords(english: string | undefined, spanish: string | undefined): Record<Locale, string | null> {
  return { en: english ?? null, es: spanish ?? null };
}

function securityLogSink(setting: string): SecurityLogSink {
  if (setting === 'stdout' || setting === 'off') return { kind: setting };
  return { kind: 'file', path: setting };
}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL || null,
    sqliteFile: path.join(dataDir, 'registry.sqlite'),
    dbCacheBytes: env.DB_CACHE_BYTES,
    registryName: env.REGISTRY_NAME,
    tagline: inBothLanguages(env.REGISTRY_TAGLINE, env.REGISTRY_TAGLINE_ES, DEFAULT_TAGLINE),
    registryPrefix: env.REGISTRY_PREFIX,
    publicUrl: env.PUBLIC_URL ?? null,
    devWebUrl: env.DEV_WEB_URL ?? null,
    /** The credential signing keys (credentials/signing-keys.ts); under DATA_DIR when unset. */
    signingKeyFile: env.SIGNING_KEY_FILE ? path.resolve(env.SIGNING_KEY_FILE) : null,
    contactEmail: env.CONTACT_EMAIL,
    contactPhone: env.CONTACT_PHONE,
    contactHours: inBothLanguages(env.CONTACT_HOURS, env.CONTACT_HOURS_ES, DEFAULT_CONTACT_HOURS),
    feeCents: env.FEE_CENTS,
    validityYears: env.VALIDITY_YEARS ?? env.FEE_YEARS ?? 10,
    statusListValidityMs: env.STATUS_LIST_VALIDITY_HOURS * 3_600_000,
    paymentHelpText: inBothLanguages(env.PAYMENT_HELP_TEXT, env.PAYMENT_HELP_TEXT_ES, DEFAULT_PAYMENT_HELP_TEXT),
    paymentHelpUrl: env.PAYMENT_HELP_URL ?? null,
    /** The About, Privacy and Terms pages' settings (server/src/system/policies.ts). */
    policies: {
      operator: env.REGISTRY_OPERATOR ?? env.REGISTRY_NAME,
      operatorAddress: env.REGISTRY_OPERATOR_ADDRESS ?? null,
      texts: {
        about: operatorWords(env.ABOUT_TEXT, env.ABOUT_TEXT_ES),
        privacy: operatorWords(env.PRIVACY_TEXT, env.PRIVACY_TEXT_ES),
        terms: operatorWords(env.TERMS_TEXT, env.TERMS_TEXT_ES),
      },
    },
    /** Email (server/src/email): SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `"${env.REGISTRY_NAME.replace(/"/g, '')}" <${env.CONTACT_EMAIL}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    logLevel: env.LOG_LEVEL,
    securityLog: securityLogSink(env.SECURITY_LOG),
    securityLogRetentionDays: env.SECURITY_LOG_RETENTION_DAYS,
    /** Staff sessions (access/session-policy.ts). */
    sessions: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL ?? null,
    s3: s3Settings(env),
    metricsToken: env.METRICS_TOKEN ?? null,
    /** Whether Swagger UI is served at /api/docs (the document at /api/docs/json always is). */
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    /** Request spans (tracing/request-tracing.ts); the log has trace ids either way. */
    tracing: { otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT ?? null, serviceName: env.OTEL_SERVICE_NAME },
    /** Requests per address per hour (docs/DEPLOYMENT.md). */
    rateLimits: {
      lookups: env.RATE_LIMIT_LOOKUPS_PER_HOUR,
      codeChecks: env.RATE_LIMIT_CODE_CHECKS_PER_HOUR,
      registrations: env.RATE_LIMIT_REGISTRATIONS_PER_HOUR,
      ownerLinks: env.RATE_LIMIT_OWNER_LINKS_PER_HOUR,
      signIns: env.RATE_LIMIT_SIGN_INS_PER_HOUR,
      /** Not per address: every address's sign-in steps together. */
      signInsOverall: env.RATE_LIMIT_SIGN_INS_OVERALL_PER_HOUR,
      /** Per address per day, beside the hour's. */
      lookupsPerDay: env.RATE_LIMIT_LOOKUPS_PER_DAY,
    },
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Settings whose value may carry a credential, never repeated in an error: it would reach the log. */
const PUBLIC_SETTINGS = new Set(['PUBLIC_URL', 'DEV_WEB_URL', 'PAYMENT_HELP_URL', 'S3_ENDPOINT']);
function mayHoldSecret(name: string): boolean {
  return !PUBLIC_SETTINGS.has(name) && /URL|TOKEN|SECRET|KEY|PASSWORD/.test(name);
}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A wrong value is shown to help fix a typo, unless it may hold a secret (a password in a URL, a token).
      const shown = mayHoldSecret(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `  ${issue.path.join('.')}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (Boolean(result.data.S3_ACCESS_KEY_ID) !== Boolean(result.data.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials",
    );
  }
  if (result.data.NODE_ENV === 'production' && !result.data.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required in production: it starts every QR code and email link (for example https://registry.example.org)',
    );
  }
  return toConfig(result.data);
}
