/**
 * Development secrets (no AUTH_SECRET / PAYMENT_LINK_SECRET / PAYMENT_WEBHOOK_SECRET outside
 * production) are generated once into .data/secrets.json; a file that cannot be written refuses the
 * start with one line that names it and the variable to set, not a stack.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isStartRefused } from '@app/db';
import { afterAll, describe, expect, it } from 'vitest';
import { devSecret } from '../../../src/env';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-secret-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('devSecret', () => {
  it('generates a secret once, keeps it in a file only its owner reads, and reads it back', () => {
    const file = path.join(dir, 'nested/.data/secrets.json');
    const first = devSecret('AUTH_SECRET', file);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(devSecret('AUTH_SECRET', file)).toBe(first);
    expect(devSecret('PAYMENT_LINK_SECRET', file)).not.toBe(first);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      AUTH_SECRET: first,
      PAYMENT_LINK_SECRET: expect.any(String),
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a directory it cannot create refuses the start in one line naming the path and the variable', () => {
    // Root may write anywhere: a regular file where the directory should be fails for everyone.
    const blocker = path.join(dir, 'not-a-dir');
    fs.writeFileSync(blocker, '');
    const file = path.join(blocker, '.data/secrets.json');
    let thrown: unknown;
    try {
      devSecret('PAYMENT_WEBHOOK_SECRET', file);
    } catch (e) {
      thrown = e;
    }
    expect(isStartRefused(thrown)).toBe(true);
    const message = (thrown as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain(file);
    expect(message).toContain('set PAYMENT_WEBHOOK_SECRET');
    expect(message).toMatch(/\((ENOTDIR|EEXIST)\)/);
  });
});
