import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, resolved from this file so scripts and the app agree whatever their cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const schema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: z.string().default(path.join(repoRoot, '.data/pglite')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('')
    .transform((v) => v === 'true' || v === '1'),
});

export type DbEnv = z.infer<typeof schema>;

export function readDbEnv(source: NodeJS.ProcessEnv = process.env): DbEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid database configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, PGLITE_DIR: path.resolve(repoRoot, env.PGLITE_DIR) };
}
