import type { ImportReport } from '../../src/import';

/** A report as `{ section: [inserted, updated, unchanged, rejected] }`, easy to compare. */
export const summary = (r: ImportReport) =>
  Object.fromEntries(
    Object.entries(r.sections).map(([k, s]) => [
      k,
      [s.inserted, s.updated, s.unchanged, s.rejected],
    ]),
  );
