import { IMPORT_SECTIONS } from './schema';
import type { ImportReport } from './run';

/** The report as printed by the import command. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  for (const section of IMPORT_SECTIONS) {
    const s = report.sections[section];
    if (s.received === 0) continue;
    lines.push(
      `${section.padEnd(12)} ${s.received} received: ${s.inserted} inserted, ${s.updated} updated, ` +
        `${s.unchanged} unchanged, ${s.rejected} rejected`,
    );
  }
  if (lines.length === 0) lines.push('The file holds no records.');
  if (report.created_roles.length > 0)
    lines.push(`New job roles: ${report.created_roles.join(', ')}`);
  if (report.issues.length > 0) {
    lines.push('', `Rejected records (${report.issues.length} problems):`);
    for (const i of report.issues) {
      lines.push(
        `  ${i.section}[${i.index}]${i.id ? ` id ${i.id}` : ''}: ${i.field}: ${i.message}`,
      );
    }
  }
  return lines.join('\n');
}
