/** The bookkeeping of one import: accepted and rejected records, outcomes and the report. */
import type { z } from 'zod';
import { IMPORT_SECTIONS, type ImportSection } from './schema';

export interface ImportIssue {
  section: ImportSection;
  /** Position of the record in its section of the file, from 0. */
  index: number;
  id: string | null;
  field: string;
  message: string;
}

export interface SectionSummary {
  received: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface ImportReport {
  sections: Record<ImportSection, SectionSummary>;
  /** Job role titles the import created because a record named them. */
  created_roles: string[];
  issues: ImportIssue[];
}

export type Outcome = 'inserted' | 'updated' | 'unchanged';

export interface Accepted<R> {
  index: number;
  record: R;
}

export function emptyReport(): ImportReport {
  const sections = {} as Record<ImportSection, SectionSummary>;
  for (const s of IMPORT_SECTIONS)
    sections[s] = { received: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  return { sections, created_roles: [], issues: [] };
}

const idOf = (raw: unknown): string | null => {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
};

/** Checks the records of one section against its schema; a record with any problem is rejected. */
export function checkRecords<R extends { id: string }>(
  report: ImportReport,
  section: ImportSection,
  raw: unknown[] | undefined,
  schema: z.ZodType<R>,
): Accepted<R>[] {
  const rows = raw ?? [];
  report.sections[section].received = rows.length;
  const accepted: Accepted<R>[] = [];
  const firstIndexOf = new Map<string, number>();
  rows.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        field:
          i.path.length > 0
            ? i.path.map(String).join('.')
            : i.code === 'unrecognized_keys'
              ? i.keys.join(', ')
              : '(record)',
        message: i.message,
      }));
      reject(report, section, index, idOf(item), issues);
      return;
    }
    const first = firstIndexOf.get(parsed.data.id);
    if (first !== undefined) {
      reject(report, section, index, parsed.data.id, [
        {
          field: 'id',
          message: `Duplicate id: the same id is at ${section}[${first}] of this file`,
        },
      ]);
      return;
    }
    firstIndexOf.set(parsed.data.id, index);
    accepted.push({ index, record: parsed.data });
  });
  return accepted;
}

export function reject(
  report: ImportReport,
  section: ImportSection,
  index: number,
  id: string | null,
  problems: { field: string; message: string }[],
): void {
  report.sections[section].rejected += 1;
  for (const p of problems) report.issues.push({ section, index, id, ...p });
}

/** Keeps the records whose references resolve; reports the others. */
export function keepResolved<R extends { id: string }>(
  report: ImportReport,
  section: ImportSection,
  rows: Accepted<R>[],
  check: (record: R) => { field: string; message: string }[],
): R[] {
  const kept: R[] = [];
  for (const row of rows) {
    const problems = check(row.record);
    if (problems.length > 0) reject(report, section, row.index, row.record.id, problems);
    else kept.push(row.record);
  }
  return kept;
}

export function countOutcomes(
  report: ImportReport,
  section: ImportSection,
  outcomes: Map<string, Outcome>,
): void {
  for (const o of outcomes.values()) report.sections[section][o] += 1;
}
