/**
 * The OpenAPI document under third-party linters (issue 31): Redocly's recommended rules give no
 * error and Spectral's spectral:oas no warning (configs: redocly.yaml, .spectral.yaml); every
 * procedure has a summary and a description (its meta: procedureFor's doc).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiJson } from '../../../src/runtime/rest/document';
import { REST_OPERATIONS } from '../../../src/runtime/rest/operations';

const pkg = new URL('../../../', import.meta.url).pathname;
const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
writeFileSync(file, openApiJson());

/** The tool's output, or a failure carrying it. */
function run(bin: string, args: string[]): string {
  try {
    return execFileSync(join(pkg, 'node_modules/.bin', bin), args, { cwd: pkg, encoding: 'utf8' });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`${bin} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
}

describe('the OpenAPI document under linters', () => {
  it('gives every procedure a summary and a description', () => {
    const missing = REST_OPERATIONS.filter((op) => !op.summary.trim() || !op.description.trim());
    expect(missing).toEqual([]);
  });

  it('passes Redocly recommended with 0 errors', () => {
    expect(run('redocly', ['lint', '--extends', 'recommended', file])).not.toMatch(/error/i);
  }, 60_000);

  it('passes Spectral spectral:oas with 0 warnings', () => {
    const out = run('spectral', ['lint', '-r', '.spectral.yaml', '-F', 'warn', file]);
    expect(out).toMatch(/No results/);
  }, 60_000);
});
