import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { StartRefused } from './start-refused';

/** Repository root, resolved from this file so scripts and the app agree whatever their cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An unset variable and an empty one mean the same. */
const optional = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), inner.optional());

const schema = z
  .object({
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PGLITE_DIR: z.string().default(path.join(repoRoot, '.data/pglite')),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** PostgreSQL: how long opening a connection may take before it fails (CONNECT_TIMEOUT). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** PostgreSQL's `statement_timeout` for the app's connections (0: none). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /**
     * PostgreSQL: the longest a query waits for a pool connection before it fails and the request
     * answers 503 (DATABASE_UNAVAILABLE when none could be opened, DATABASE_BUSY when all were taken).
     */
    DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /**
     * Named prepared statements on PostgreSQL (one round trip per query instead of two, plans
     * reused). `false` behind a pooler in transaction mode (PgBouncer), which cannot keep them.
     */
    DATABASE_PREPARE: z
      .enum(['true', 'false', '1', '0', ''])
      .default('')
      .transform((v) => v !== 'false' && v !== '0'),
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0', ''])
      .default('')
      .transform((v) => v === 'true' || v === '1'),
    /** `production`: never the demo data; an empty database gets its first sales head from ADMIN_*. */
    APP_ENV: z.enum(['development', 'production']).default('development'),
    /** The first sales head of an empty production database (read only while it has no users). */
    ADMIN_EMAIL: optional(z.email('ADMIN_EMAIL must be an e-mail address').max(255)),
    ADMIN_PASSWORD: optional(
      z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').max(1024),
    ),
  })
  .refine((env) => !(env.SEED_DEMO && env.APP_ENV === 'production'), {
    path: ['SEED_DEMO'],
    message:
      'SEED_DEMO=true is refused with APP_ENV=production: the demo data has known passwords ' +
      '(a sales head among them). Unset SEED_DEMO; the first sales head comes from ADMIN_EMAIL / ADMIN_PASSWORD',
  });

export type DbEnv = z.infer<typeof schema>;

export function readDbEnv(source: NodeJS.ProcessEnv = process.env): DbEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new StartRefused(`Invalid database configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, PGLITE_DIR: path.resolve(repoRoot, env.PGLITE_DIR) };
}
