/**
 * `pnpm --filter @app/api procedures`: every procedure as its declaration gives it, one markdown
 * table row each (docs/api.md#procedures): kind, rule, REST method and path, summary, appCodes.
 */
import { REST_OPERATIONS, REST_PREFIX } from '../../src/runtime/rest/operations';
import { appRouter } from '../../src/root';
import type { ProcedureMeta } from '../../src/trpc';

type Declared = { _def: { meta?: ProcedureMeta } };
const procedures = appRouter._def.procedures as unknown as Record<string, Declared>;

/** The rule a builder wrote: `public`, `signed in` or the action. */
export const ruleOf = (meta: ProcedureMeta | undefined) =>
  meta?.public ? 'public' : meta?.signedIn ? 'signed in' : `\`${meta?.action}\``;

const code = (s: string) => `\`${s}\``;

/** The table's lines. */
export function procedureTable(): string[] {
  return [
    '| procedure | kind | action | REST | summary | appCodes |',
    '| --- | --- | --- | --- | --- | --- |',
    ...REST_OPERATIONS.map((op) => {
      const meta = procedures[op.procedure]?._def.meta;
      const codes = (meta?.appCodes ?? []).map(code).join(', ');
      const rest = `${op.method} ${REST_PREFIX}${op.path}`;
      return `| ${code(op.procedure)} | ${op.type} | ${ruleOf(meta)} | ${rest} | ${op.summary} | ${codes} |`;
    }),
  ];
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) {
  process.stdout.write(procedureTable().join('\n') + '\n');
}
