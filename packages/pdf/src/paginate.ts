/** The geometry of a self-paginated table, in points. */
export interface TableLayout {
  /** Every row is one line of this height. */
  rowHeight: number;
  /** Room for rows on the first page (which carries the document's opening blocks). */
  firstPageSpace: number;
  /** Room for rows on every following page. */
  nextPageSpace: number;
  /** Height of the closing block (the totals row), which goes below the last row. */
  closingHeight: number;
  /**
   * Points a flexible block of the first page (the schedule's chart) may give up so that the
   * table keeps its page count; 0: nothing on the first page gives.
   */
  firstPageStretch?: number;
  /** The fewest rows the closing block carries with it on a last page after the first. */
  minLastRows?: number;
}

export interface TablePages {
  /** [start, end) row indexes of each page; a table of 0 rows is one empty page. */
  pages: [number, number][];
  /** Points taken from the first page's flexible block (0 … firstPageStretch). */
  stretch: number;
}

const EPS = 1e-6;
const rowsIn = (space: number, rowHeight: number) => Math.floor((space + EPS) / rowHeight);

/**
 * Splits `count` rows into pages so that the document ends well:
 *
 * - the rows fill each page in turn and the closing block follows the last row; a closing block
 *   never stands on a page alone (the last rows move with it);
 * - rows that fit on N pages make an N-page table: when the closing block alone would spill onto
 *   page N+1, the first page's flexible block gives up to `firstPageStretch` points so every row
 *   moves up and the closing block finds its room on page N;
 * - a last page after the first carries at least `minLastRows` rows (taken from the page before
 *   it), so a table that does need one more page never ends with a few stray rows.
 */
export function paginateRows(count: number, layout: TableLayout): TablePages {
  const { rowHeight, firstPageSpace, nextPageSpace, closingHeight } = layout;
  const maxStretch = layout.firstPageStretch ?? 0;
  const minLast = Math.max(1, layout.minLastRows ?? 1);
  if (
    rowsIn(firstPageSpace, rowHeight) < 1 ||
    rowsIn(nextPageSpace - closingHeight, rowHeight) < minLast
  ) {
    throw new RangeError('A page must hold the last rows besides the closing block');
  }
  const first = rowsIn(firstPageSpace, rowHeight);
  const next = rowsIn(nextPageSpace, rowHeight);
  // The pages the rows alone need: the count to keep.
  const needed = count <= first ? 1 : 1 + Math.ceil((count - first) / next);
  let best: TablePages | null = null;
  for (let stretch = 0; stretch <= maxStretch; stretch += 1) {
    const pages = balance(split(count, { ...layout, firstPageSpace: firstPageSpace + stretch }), {
      ...layout,
      minLastRows: minLast,
    });
    best ??= { pages, stretch };
    if (pages.length <= needed) return { pages, stretch };
  }
  return best ?? { pages: [[0, count]], stretch: 0 };
}

/** Rows in page order, the closing block after the last one (with at least one row). */
function split(count: number, layout: TableLayout): [number, number][] {
  const { rowHeight, closingHeight } = layout;
  const pages: [number, number][] = [];
  let start = 0;
  let space = layout.firstPageSpace;
  for (;;) {
    const left = count - start;
    const capacity = rowsIn(space, rowHeight);
    if (left * rowHeight + closingHeight <= space + EPS) {
      pages.push([start, count]);
      return pages;
    }
    // The rows fit but the closing block does not: carry at least one row over with it.
    const take = left <= capacity ? left - 1 : capacity;
    pages.push([start, start + take]);
    start += take;
    space = layout.nextPageSpace;
  }
}

/** A last page after the first gets at least `minLastRows` rows from the page before it. */
function balance(pages: [number, number][], layout: TableLayout): [number, number][] {
  const minLast = layout.minLastRows ?? 1;
  const last = pages[pages.length - 1];
  const before = pages[pages.length - 2];
  if (!last || !before) return pages;
  const short = minLast - (last[1] - last[0]);
  // The page before keeps at least one row (the first page its opening, then the table's start).
  const move = Math.min(short, before[1] - before[0] - 1);
  if (move <= 0) return pages;
  return [...pages.slice(0, -2), [before[0], before[1] - move], [last[0] - move, last[1]]];
}
