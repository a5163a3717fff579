/**
 * Wire-true output types. Procedures answer plain JSON without a transformer
 * (docs/api.md#transport), so a `Date` leaves the server as an ISO string: DTOs convert every date
 * here, and the type that `RouterOutputs` shows the client is the one it really receives.
 */

/** An ISO 8601 instant (`2026-11-20T10:00:00.000Z`). */
export type IsoDate = string;

export function iso(d: Date): IsoDate;
export function iso(d: Date | null): IsoDate | null;
export function iso(d: Date | null): IsoDate | null {
  return d ? d.toISOString() : null;
}

/** The columns every record has (docs/api.md: "Common record fields"). */
export interface RecordRow {
  id: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  active: boolean;
}

/** The common record fields of every record in a list, as they go over the wire. */
export const recordFields = (r: RecordRow) => ({
  id: r.id,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  deleted_at: iso(r.deleted_at),
  active: r.active,
});
export type RecordFields = ReturnType<typeof recordFields>;

/** How a person is named everywhere: "Фамилия Имя Отчество", skipping missing parts. */
export const fullName = (p: {
  last_name: string | null;
  first_name: string | null;
  second_name: string | null;
}) => [p.last_name, p.first_name, p.second_name].filter(Boolean).join(' ');

/**
 * A decimal from the database or @app/pricing (`"12450000.00"`, numeric columns come as text) as
 * the JSON number the wire format has. The one place money becomes a binary float, at the very
 * edge and from its exact text: amounts have at most 15 significant digits, so the number prints
 * back as the same decimal. Services keep the text (or a Decimal) until here.
 */
export function wireNumber(s: string): number;
export function wireNumber(s: string | null): number | null;
export function wireNumber(s: string | null): number | null {
  return s === null ? null : Number(s);
}
