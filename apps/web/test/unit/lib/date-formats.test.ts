import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE } from '../../../src/lib/date-formats';

const SRC = path.resolve(import.meta.dirname, '../../../src');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'dev' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });

describe('one date format per kind of place', () => {
  it('every format.dateTime on a screen takes a kind of lib/date-formats.ts', () => {
    const own: string[] = [];
    for (const file of sources(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      // The second argument of each call: a kind (DATE.x, utcDay('x')) or options of its own.
      for (const m of text.matchAll(
        /format\.dateTime\(([^()]|\([^()]*\))*?,\s*(utcDay\('\w+'\)|[^\s)][^)]*)\)/g,
      )) {
        if (!/^(DATE\.\w+|utcDay\('\w+'\))$/.test((m[2] ?? '').trim()))
          own.push(`${path.relative(SRC, file)}: ${m[0].replace(/\s+/g, ' ')}`);
      }
    }
    expect(own).toEqual([]);
  });

  it('prints an instant the same way in a list, a badge and a toast', () => {
    const at = new Date('2026-12-02T13:30:05Z');
    const ru = (o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('ru', { ...o, timeZone: 'Europe/Moscow' }).format(at);
    expect(ru(DATE.moment)).toBe('2 дек. 2026 г., 16:30');
    expect(ru(DATE.logged)).toBe('2 дек. 2026 г., 16:30:05');
    expect(ru(DATE.inText)).toBe('2 декабря в 16:30');
  });
});
