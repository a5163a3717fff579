import { z } from 'zod';

/** The length limit of a string input that names none of its own. */
export const DEFAULT_TEXT_MAX = 1000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string may not reach the database, or undefined when it may: PostgreSQL refuses NUL in
 * text and jsonb, and a lone surrogate is not valid UTF-8.
 */
export function unsafeTextReason(s: string): string | undefined {
  if (s.includes('\u0000')) return 'Must not contain NUL characters';
  if (LONE_SURROGATE.test(s)) return 'Must not contain unpaired surrogate characters';
  return undefined;
}

/**
 * The one guard for text: every string input of every procedure is built from it. No NUL, no lone
 * surrogate, and a length limit (`DEFAULT_TEXT_MAX` unless the field has its own), counted after
 * trimming when `trim` is set.
 */
export function text(max: number = DEFAULT_TEXT_MAX, opts: { trim?: boolean } = {}) {
  const base = opts.trim ? z.string().trim() : z.string();
  return base
    .check((ctx) => {
      const reason = unsafeTextReason(ctx.value);
      if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value });
    })
    .max(max, `At most ${max} characters`);
}
