import type { Db } from '../client';
import { emptyReport, type ImportReport } from './run';
import { importFileSchema } from './schema';
import { importAgents, importDepartments, importEmployees, importPartners } from './sections';

export { isValidInn, IMPORT_SECTIONS, type ImportSection } from './schema';
export type { ImportIssue, ImportReport, SectionSummary } from './run';
export { formatReport } from './report';

/** The file as a whole cannot be used (not JSON, not the expected shape): nothing is loaded. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export function parseImportText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new ImportFileError(`The file is not valid JSON: ${(e as Error).message}`);
  }
}

/**
 * Loads departments, partners, employees and agents, upserted by id, in one transaction. Records
 * that fail validation or whose references do not resolve are left out and reported; the others
 * are loaded. Throws ImportFileError only when the file's top level is not usable.
 */
export async function importDirectory(db: Db, data: unknown): Promise<ImportReport> {
  const parsed = importFileSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const where = i.path.length > 0 ? i.path.map(String).join('.') : '(top level)';
      return `${where}: ${i.message}`;
    });
    throw new ImportFileError(
      `The file must be an object with optional arrays departments, partners, employees, agents:\n  ${problems.join('\n  ')}`,
    );
  }
  const file = parsed.data;
  return db.transaction(async (tx) => {
    const report = emptyReport();
    await importDepartments(tx, report, file);
    await importPartners(tx, report, file);
    await importEmployees(tx, report, file);
    await importAgents(tx, report, file);
    report.issues.sort((a, b) => a.section.localeCompare(b.section) || a.index - b.index);
    return report;
  });
}
