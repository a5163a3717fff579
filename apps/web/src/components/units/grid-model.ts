import type { NumberLocale } from '@app/pricing';
import type { UnitStatus } from '@app/validators';
import { readNumber } from '../../lib/number-text';
import type { Unit } from './use-units';

export interface BuildingGroup {
  /** Unique and free of spaces: the building's tab and panel ids are made from it. */
  key: string;
  complex: string;
  building: string;
  units: Unit[];
}

export interface SectionGroup {
  section: number;
  /** Top floor first. */
  floors: { floor: number; units: Unit[] }[];
  /** The most units on one floor: the section's number of columns. */
  columns: number;
}

export interface UnitFilter {
  /** Rooms to show (0 = studio); empty: all. */
  rooms: number[];
  /** Statuses to show; empty: all. */
  statuses: UnitStatus[];
  areaFrom: number | undefined;
  areaTo: number | undefined;
  /** Price bounds in roubles (the inputs take millions); a bound hides units without a price. */
  priceFrom: number | undefined;
  priceTo: number | undefined;
  /** Hide non-matching units instead of dimming them. */
  hide: boolean;
}

export const NO_FILTER: UnitFilter = {
  rooms: [],
  statuses: [],
  areaFrom: undefined,
  areaTo: undefined,
  priceFrom: undefined,
  priceTo: undefined,
  hide: false,
};

/** `+` is encoded by encodeURIComponent, so no two complex and building pairs share a key. */
const buildingKey = (complex: string, building: string) =>
  `${encodeURIComponent(complex)}+${encodeURIComponent(building)}`;

const byNumber = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** Buildings of all complexes, in natural order ("2" before "10"). */
export function groupBuildings(units: readonly Unit[]): BuildingGroup[] {
  const map = new Map<string, BuildingGroup>();
  for (const u of units) {
    const key = buildingKey(u.complex, u.building);
    let group = map.get(key);
    if (!group) {
      group = { key, complex: u.complex, building: u.building, units: [] };
      map.set(key, group);
    }
    group.units.push(u);
  }
  return [...map.values()].sort(
    (a, b) => byNumber(a.complex, b.complex) || byNumber(a.building, b.building),
  );
}

/** Sections side by side, each with its floors top-down and its units in code order. */
export function groupSections(units: readonly Unit[]): SectionGroup[] {
  const sections = new Map<number, Map<number, Unit[]>>();
  for (const u of units) {
    const floors = sections.get(u.section) ?? new Map<number, Unit[]>();
    sections.set(u.section, floors);
    floors.set(u.floor, [...(floors.get(u.floor) ?? []), u]);
  }
  return [...sections.entries()]
    .sort(([a], [b]) => a - b)
    .map(([section, floors]) => {
      const rows = [...floors.entries()]
        .sort(([a], [b]) => b - a)
        .map(([floor, list]) => ({ floor, units: list.sort((a, b) => byNumber(a.code, b.code)) }));
      return { section, floors: rows, columns: Math.max(...rows.map((r) => r.units.length)) };
    });
}

export function matchesFilter(u: Unit, f: UnitFilter): boolean {
  if (f.rooms.length > 0 && !f.rooms.includes(u.rooms)) return false;
  if (f.statuses.length > 0 && !(f.statuses as string[]).includes(u.status)) return false;
  if (f.areaFrom !== undefined && u.area < f.areaFrom) return false;
  if (f.areaTo !== undefined && u.area > f.areaTo) return false;
  if (f.priceFrom !== undefined && (u.price === null || u.price < f.priceFrom)) return false;
  if (f.priceTo !== undefined && (u.price === null || u.price > f.priceTo)) return false;
  return true;
}

export const isFiltered = (f: UnitFilter) =>
  f.rooms.length > 0 ||
  f.statuses.length > 0 ||
  [f.areaFrom, f.areaTo, f.priceFrom, f.priceTo].some((b) => b !== undefined);

/** A filter input's text as a number, read the local way ("12,5" → 12.5); empty or junk: no bound. */
export function parseBound(value: string, locale: NumberLocale): number | undefined {
  const read = readNumber(value, locale);
  return read.ok ? read.number : undefined;
}

const MILLION = 1_000_000;
/** The price inputs take millions of roubles: "12,5" → 12 500 000 (rounded to a rouble). */
export const millionsToPrice = (m: number | undefined) =>
  m === undefined ? undefined : Math.round(m * MILLION);
export const priceToMillions = (p: number | undefined) =>
  p === undefined ? undefined : p / MILLION;

export function countByStatus(units: readonly Unit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u.status, (counts.get(u.status) ?? 0) + 1);
  return counts;
}

/** Room counts present in the data, for the rooms filter. */
export const roomOptions = (units: readonly Unit[]) =>
  [...new Set(units.map((u) => u.rooms))].sort((a, b) => a - b);
