/**
 * The screens' date formats, one per kind of place (docs/decisions.md, "One date format per kind
 * of place"): every `format.dateTime` takes one of these, never options of its own (a unit test,
 * date-formats.test.ts, looks for any).
 */
export const DATE = {
  /** An instant in a list, a badge, a toast or a title: «2 дек. 2026 г., 16:30». */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** A line of a log, where seconds tell the order (history, webhook attempts). */
  logged: { dateStyle: 'medium', timeStyle: 'medium' },
  /** A day: «2 дек. 2026 г.». */
  day: { dateStyle: 'medium' },
  /** A day as a heading: «2 декабря 2026 г.». */
  dayLong: { dateStyle: 'long' },
  /** A time of a day already shown beside it: «16:30». */
  time: { timeStyle: 'short' },
  /** The time a screen was last refreshed: «16:30:05». */
  clock: { timeStyle: 'medium' },
  /** Inside a sentence, the year being this one's: «2 декабря, 16:30». */
  inText: { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
  /** A chart's axis: «2 дек.». */
  axis: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A stored calendar date (midnight UTC) shown as that day everywhere. */
export const utcDay = <K extends keyof typeof DATE>(kind: K) =>
  ({ ...DATE[kind], timeZone: 'UTC' }) as const;
