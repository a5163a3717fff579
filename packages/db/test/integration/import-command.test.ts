import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runImportCommand, type ImportCommandIo } from '../../src/import/command';
import { departments } from '../../src/schema';
import { useTestDb } from '../helpers';

const t = useTestDb();

describe('runImportCommand (pnpm db:import)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-import-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    let opened = 0;
    const value: ImportCommandIo = {
      cwd: dir,
      withDb: (use) => {
        opened += 1;
        return use(t.db);
      },
      out: (s) => out.push(s),
      err: (s) => err.push(s),
    };
    return { value, out, err, opened: () => opened };
  };

  it('resolves a relative path against the directory it was typed in and prints the summary', async () => {
    const id = randomUUID();
    fs.writeFileSync(
      path.join(dir, 'file.json'),
      JSON.stringify({ departments: [{ id, name: 'Отдел из файла' }, { id: 'x' }] }),
    );
    const run = io();
    expect(await runImportCommand(['file.json'], run.value)).toBe(0);
    expect(run.out.join('\n')).toContain(
      'departments  2 received: 1 inserted, 0 updated, 0 unchanged, 1 rejected',
    );
    expect(run.out.join('\n')).toContain('departments[1] id x: id: Must be a UUID');
    const [d] = await t.db.select().from(departments).where(eq(departments.id, id));
    expect(d?.name).toBe('Отдел из файла');
  });

  it('exits 1 without opening the database when the file cannot be read or parsed', async () => {
    fs.writeFileSync(path.join(dir, 'broken.json'), '{ not json');
    for (const name of ['missing.json', 'broken.json']) {
      const run = io();
      expect(await runImportCommand([name], run.value)).toBe(1);
      expect(run.opened()).toBe(0);
      expect(run.err.join('\n')).toMatch(
        name === 'missing.json' ? /no such file/ : /not valid JSON/,
      );
    }
    fs.writeFileSync(path.join(dir, 'shape.json'), '{"partner": []}');
    const run = io();
    expect(await runImportCommand(['shape.json'], run.value)).toBe(1);
    expect(run.err.join('\n')).toContain('partner');
  });

  it('exits 2 with the usage when no file is given', async () => {
    const run = io();
    expect(await runImportCommand([], run.value)).toBe(2);
    expect(run.err.join('\n')).toContain('pnpm db:import <file.json>');
  });
});
