/** How many table rows go on each page of a self-paginated table. */
export interface TableLayout {
  /** Rows on the first page (which carries the document's opening blocks). */
  firstPageRows: number;
  /** Rows on every following page. */
  nextPageRows: number;
  /** Rows the closing block (the totals row) needs on the last page. */
  closingRows: number;
}

/**
 * Splits `count` rows into pages: `firstPageRows` on page 1, `nextPageRows` after. The last page
 * must also hold the closing block; when it does not fit, the last rows move to a new page with
 * it (never a page with the closing block alone). Returns [start, end) index pairs; a table of
 * 0 rows is one empty page.
 */
export function paginateRows(count: number, layout: TableLayout): [number, number][] {
  const { firstPageRows, nextPageRows, closingRows } = layout;
  if (firstPageRows < 1 || nextPageRows <= closingRows) {
    throw new RangeError('A page must hold at least one row besides the closing block');
  }
  const pages: [number, number][] = [];
  let start = 0;
  let capacity = firstPageRows;
  for (;;) {
    const left = count - start;
    if (left + closingRows <= capacity) {
      pages.push([start, count]);
      return pages;
    }
    if (left <= capacity) {
      // The rows fit but the closing block does not: carry at least one row over with it.
      const take = left - 1;
      pages.push([start, start + take]);
      start += take;
    } else {
      pages.push([start, start + capacity]);
      start += capacity;
    }
    capacity = nextPageRows;
  }
}
