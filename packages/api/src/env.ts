import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, StartRefused } from '@app/db';
import { z } from 'zod';
import { checkCrmSettings, crmSettings } from './crm-env';
import { parseTrustedProxies } from './lib/client-address';
import {
  acquirerConfigs,
  PAYMENT_PROVIDER_NAMES,
  paymentProviderSettings,
  type AcquirerConfigs,
  type PaymentProviderSetting,
} from './payment-env';

const intFrom = (min: number, max: number, def: number) =>
  z.coerce.number().int().min(min).max(max).default(def);

/**
 * A positive amount of money as written (`50000`, `50000.5`, `50000.50`), read as decimal text,
 * never through a float: at most 12 digits before the point and 2 after, normalised to two
 * decimals ("50000.00"), the form payments compare and store.
 */
export const moneySetting = (def: string) =>
  z
    .string()
    .trim()
    .default(def)
    .refine((s) => /^\d{1,12}(\.\d{1,2})?$/.test(s), 'Must be an amount like 50000 or 50000.00')
    .refine((s) => /[1-9]/.test(s), 'Must be more than 0')
    .transform((s) => {
      const [whole = '0', fraction = ''] = s.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
    });

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const logLevel = z.enum(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

/**
 * The logger's level (lib/log.ts), readable before the rest of the configuration is: the logger
 * must work to report an invalid one. An invalid LOG_LEVEL falls back to `info` here and stops the
 * start through getEnv.
 */
export function readLogLevel(source: NodeJS.ProcessEnv = process.env): (typeof LOG_LEVELS)[number] {
  const parsed = logLevel.safeParse(source.LOG_LEVEL || 'info');
  return parsed.success ? parsed.data : 'info';
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `production` makes AUTH_SECRET and PAYMENT_LINK_SECRET mandatory; see docs/decisions.md. */
  APP_ENV: z.enum(['development', 'production']).default('development'),
  /**
   * The demo month (services/demo-month): `true` replays it on a new demo database, PostgreSQL
   * included; `false` never; unset only on the embedded PGlite. Refused with APP_ENV=production.
   */
  SEED_DEMO_MONTH: z.enum(['true', 'false', '']).default(''),
  /** The logger's level (lib/log.ts); `silent` writes nothing. */
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), logLevel.default('info')),
  PORT: intFrom(1, 65535, 3000),
  /**
   * At SIGTERM/SIGINT: how long requests in flight and on open connections may take before the job
   * queue stops and the database closes (runtime/lifecycle.ts).
   */
  SHUTDOWN_TIMEOUT_MS: intFrom(100, 600_000, 10_000),
  PUBLIC_BASE_URL: z.url().optional(),
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses or CIDR ranges, comma-separated); empty:
   * the client address is the socket's (docs/security.md).
   */
  TRUSTED_PROXIES: z
    .string()
    .max(4000)
    .default('')
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    }),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PAYMENT_LINK_SECRET: z
    .string()
    .min(32, 'PAYMENT_LINK_SECRET must be at least 32 characters')
    .optional(),
  /**
   * Earlier PAYMENT_LINK_SECRET values (comma-separated) that still verify links issued with them,
   * while the current one signs (key rotation; docs/decisions.md).
   */
  PAYMENT_LINK_PREVIOUS_SECRETS: z.string().max(4000).default(''),
  /**
   * Signs the commercial offers' public links (`/o/<token>`); unset: the payment-link keys sign
   * them (under their own context, so neither token opens the other). With its
   * DOCUMENT_LINK_PREVIOUS_SECRETS it rotates like PAYMENT_LINK_SECRET.
   */
  DOCUMENT_LINK_SECRET: z
    .string()
    .min(32, 'DOCUMENT_LINK_SECRET must be at least 32 characters')
    .optional(),
  DOCUMENT_LINK_PREVIOUS_SECRETS: z.string().max(4000).default(''),
  /**
   * The online payment provider behind the payment page: `SANDBOX` (built-in test checkout; the
   * default in development, refused with APP_ENV=production), `YOOKASSA`, `TBANK` (their keys
   * below, docs/payments.md) or `NONE` (offline payment only).
   */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDER_NAMES).optional(),
  ...paymentProviderSettings,
  ...crmSettings,
  /**
   * Webhook signing secrets of the provider (comma-separated; the first signs the sandbox's
   * webhooks, every one verifies, for rotation). Generated under .data/ in development.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).max(4000).optional(),
  /** The developer's name on the payment page and documents. */
  DEVELOPER_NAME: z.string().min(1).max(255).default('ГК «Демо Девелопмент»'),
  /** The developer block of a commercial offer (`show_developer`): site and phone. */
  DEVELOPER_SITE: z.string().max(255).default('demo-development.ru'),
  DEVELOPER_PHONE: z.string().max(32).default('+7 495 000-00-00'),
  /** The sales office's phone on the customer's payment pages; unset: DEVELOPER_PHONE. */
  SALES_OFFICE_PHONE: z.string().max(32).optional(),
  /**
   * What the payment page says the amount is (what the fee is, whether it counts towards the price,
   * whether it is refunded), in Russian and for English browsers; empty: the built-in text.
   */
  PAID_BOOKING_FEE_NOTE: z.string().max(1000).default(''),
  PAID_BOOKING_FEE_NOTE_EN: z.string().max(1000).default(''),
  /** A commercial offer is valid this many working days from its issue. */
  OFFER_VALID_WORKING_DAYS: intFrom(1, 60, 3),
  /** PDF rendering: worker threads (0: CPUs − 1, 1 to 4), jobs waiting, and the time limit. */
  DOCUMENT_RENDER_WORKERS: intFrom(0, 16, 0),
  DOCUMENT_RENDER_QUEUE: intFrom(1, 1000, 16),
  DOCUMENT_RENDER_TIMEOUT_MS: intFrom(1000, 120_000, 15_000),
  /** Documents one user may issue a minute (a render costs a CPU core for up to a second). */
  DOCUMENTS_PER_MINUTE: intFrom(1, 10_000_000, 30),
  /** E-mails to customers one user may send a minute (`paymentLinks.send`, `documents.send`). */
  CUSTOMER_SENDS_PER_MINUTE: intFrom(1, 10_000_000, 20),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Booking service <no-reply@booking.local>'),
  REDIS_URL: z.string().optional(),
  /** The stock service to sync units from; unset: the local projection only. */
  STOCK_SERVICE_URL: z.url().optional(),
  /** The reference service to sync regions and offices from; unset: the seeded projection only. */
  REFERENCE_SERVICE_URL: z.url().optional(),
  APP_TIMEZONE: z.string().default('Europe/Moscow'),
  BOOKING_HOLD_WORKING_DAYS: intFrom(1, 60, 3),
  /** The furthest expiration a booking may be given, in working days from now; sales heads are exempt. */
  BOOKING_MAX_HOLD_WORKING_DAYS: intFrom(1, 3650, 30),
  /**
   * How many hours before a BOOKED booking's expiration its responsible is reminded
   * (BOOKING_EXPIRES_SOON, once per booking and deadline; docs/api.md#notifications).
   */
  BOOKING_REMINDER_HOURS: intFrom(1, 720, 24),
  PAID_PERIOD_DAYS: intFrom(1, 365, 10),
  /** The paid booking's fee, decimal text with two decimals ("50000.00"). */
  PAID_BOOKING_FEE: moneySetting('50000'),
  CURRENCY: z.string().length(3).default('RUB'),
  /**
   * The bearer token a Prometheus scraper sends to `GET /metrics`; unset: `/metrics` is not served
   * (404) and requests are not observed (docs/decisions.md, Metrics).
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').max(1024).optional(),
  ),
  /** Calls per minute per user (docs/api.md#authentication: 600); benchmarks raise it. */
  API_RATE_LIMIT_PER_MINUTE: intFrom(1, 10_000_000, 600),
  /** Calls per minute per API key (its own limit, apart from the people's). */
  API_KEY_RATE_LIMIT_PER_MINUTE: intFrom(1, 10_000_000, 600),
  /**
   * Housekeeping (services/jobs/housekeeping.ts, hourly): days each kind of old row is kept; 0 keeps
   * it forever. Auth tokens and idempotency records count from their expiry; webhook calls tied to a payment always stay.
   */
  MAIL_OUTBOX_RETENTION_DAYS: intFrom(0, 36_500, 30),
  PAYMENT_WEBHOOK_RETENTION_DAYS: intFrom(0, 36_500, 90),
  AUTH_TOKEN_RETENTION_DAYS: intFrom(0, 36_500, 7),
  /** Outgoing webhooks' deliveries (and their attempts and events) kept this many days. */
  WEBHOOK_DELIVERY_RETENTION_DAYS: intFrom(0, 36_500, 30),
  /**
   * Outgoing webhooks (docs/api.md#webhooks): seconds between a delivery's attempts after a
   * failure, comma-separated (one retry per entry, then FAILED).
   */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .trim()
    .default('5,300,1800,7200,18000,36000,36000')
    .refine(
      (s) => s === '' || s.split(',').every((p) => /^\s*\d{1,6}\s*$/.test(p)),
      'WEBHOOK_RETRY_SCHEDULE must be seconds, comma-separated (e.g. 5,300,1800)',
    )
    .transform((s) => (s === '' ? [] : s.split(',').map((p) => Number(p.trim()))))
    .refine((a) => a.length <= 50, 'WEBHOOK_RETRY_SCHEDULE has at most 50 entries'),
  /** How long an attempt waits for the answer (15 s by the contract; tests shorten it). */
  WEBHOOK_TIMEOUT_MS: intFrom(100, 120_000, 15_000),
  /** An endpoint whose deliveries have failed this long (no success in between) is disabled. */
  WEBHOOK_DISABLE_AFTER_HOURS: intFrom(1, 8760, 120),
  /**
   * Whether endpoints may point to private, loopback, link-local and other special-purpose
   * addresses; unset: allowed except with APP_ENV=production (docs/security.md, SSRF).
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['true', 'false'], 'WEBHOOK_ALLOW_PRIVATE_URLS must be true or false').optional(),
    )
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Idempotency records, counted from the end of their 24-hour window (expired ones answer nothing). */
  IDEMPOTENCY_RETENTION_DAYS: intFrom(0, 36_500, 1),
  /** Finished jobs (completed, failed) kept this many days: every queue's pg-boss `deleteAfterSeconds`. */
  JOB_RETENTION_DAYS: intFrom(0, 3650, 7),
});

export type ApiEnv = Omit<
  z.infer<typeof schema>,
  | 'AUTH_SECRET'
  | 'PAYMENT_LINK_SECRET'
  | 'PUBLIC_BASE_URL'
  | 'PAYMENT_PROVIDER'
  | 'PAYMENT_WEBHOOK_SECRET'
> & {
  AUTH_SECRET: string;
  PAYMENT_LINK_SECRET: string;
  PUBLIC_BASE_URL: string;
  PAYMENT_PROVIDER: PaymentProviderSetting;
  PAYMENT_WEBHOOK_SECRET: string;
  /** The selected acquirer's connector configuration (null for the others). */
  acquirers: AcquirerConfigs;
  isDev: boolean;
};

const secretsFile = path.join(repoRoot, '.data/secrets.json');

/**
 * Development convenience: secrets generated once and kept in `file` (.data/secrets.json at the
 * root of the repository or of the bundle, git-ignored). A file that cannot be written refuses the
 * start with one line naming it and the variable that makes it unnecessary.
 */
export function devSecret(name: string, file = secretsFile): string {
  let stored: Record<string, string> = {};
  try {
    // A file chosen at run time, not a build input: the ignore comment keeps Turbopack from
    // tracing the whole project for it.
    const text = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
    stored = JSON.parse(text) as Record<string, string>;
  } catch {
    /* first start */
  }
  if (!stored[name]) {
    stored[name] = randomBytes(32).toString('base64url');
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? String(e);
      throw new StartRefused(
        `${name} is not set and the development secrets file ${file} cannot be written (${code}): ` +
          `set ${name} (a random string of 32+ characters) or make ${path.dirname(file)} writable`,
      );
    }
  }
  return stored[name];
}

let cached: ApiEnv | undefined;

export function getEnv(): ApiEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const secret = (name: 'AUTH_SECRET' | 'PAYMENT_LINK_SECRET' | 'PAYMENT_WEBHOOK_SECRET') => {
    const value = env[name];
    if (value) return value;
    if (env.APP_ENV === 'production')
      throw new Error(`${name} is required when APP_ENV=production`);
    return devSecret(name);
  };
  const production = env.APP_ENV === 'production';
  const provider = env.PAYMENT_PROVIDER ?? (production ? 'NONE' : 'SANDBOX');
  if (production && provider === 'SANDBOX')
    throw new Error(
      'PAYMENT_PROVIDER=SANDBOX takes test money: it is refused when APP_ENV=production',
    );
  if (production && env.SEED_DEMO_MONTH === 'true')
    throw new Error(
      'SEED_DEMO_MONTH=true is refused with APP_ENV=production: demo data never reaches a production database',
    );
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const acquirers = acquirerConfigs(provider, env, publicBaseUrl);
  const crmEnv = { ...env, AMOCRM_WEBHOOK_SECRET: crmWebhookSecret(env, production) };
  checkCrmSettings(crmEnv);
  cached = {
    ...crmEnv,
    AUTH_SECRET: secret('AUTH_SECRET'),
    PAYMENT_LINK_SECRET: secret('PAYMENT_LINK_SECRET'),
    PAYMENT_PROVIDER: provider,
    // Only the sandbox signs its webhooks with our secret (the acquirers have their own proofs).
    PAYMENT_WEBHOOK_SECRET:
      provider === 'SANDBOX'
        ? secret('PAYMENT_WEBHOOK_SECRET')
        : (env.PAYMENT_WEBHOOK_SECRET ?? ''),
    acquirers,
    PUBLIC_BASE_URL: publicBaseUrl,
    isDev: env.NODE_ENV === 'development',
  };
  return cached;
}

/**
 * What a start must say loudly. A built app runs with NODE_ENV=production, but production mode is
 * APP_ENV=production alone (so `pnpm start` and the end-to-end tests keep working on a laptop):
 * without it the app runs as in development, with the SANDBOX provider taking test payments that
 * mark bookings PAID without money, secrets generated under .data/ and the demo data on an empty
 * database. Printed on stderr at start (runtime/index.ts), one line each.
 */
export function startupWarnings(
  env: Pick<ApiEnv, 'NODE_ENV' | 'APP_ENV' | 'PAYMENT_PROVIDER'>,
): string[] {
  if (env.NODE_ENV !== 'production' || env.APP_ENV === 'production') return [];
  const lines = [
    'NODE_ENV=production without APP_ENV=production: the app runs in development mode ' +
      '(generated secrets under .data/, demo data on an empty database). ' +
      'Set APP_ENV=production for a real deployment.',
  ];
  if (env.PAYMENT_PROVIDER === 'SANDBOX')
    lines.push(
      'PAYMENT_PROVIDER=SANDBOX is on: the payment page takes TEST payments that mark bookings ' +
        'PAID without money. Set APP_ENV=production (which refuses SANDBOX) or PAYMENT_PROVIDER=NONE.',
    );
  return lines;
}

/** amoCRM's webhook path secret: set, or generated under .data/ in development when amoCRM is on. */
function crmWebhookSecret(env: z.infer<typeof schema>, production: boolean): string | undefined {
  if (env.AMOCRM_WEBHOOK_SECRET || production || env.CRM_PROVIDER !== 'AMOCRM')
    return env.AMOCRM_WEBHOOK_SECRET;
  return devSecret('AMOCRM_WEBHOOK_SECRET');
}
