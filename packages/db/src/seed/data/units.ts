/** The demo residential complex of the stock-service projection. */
export const DEMO_COMPLEX = {
  name: 'ЖК «Северный парк»',
  /** Prefix of unit codes: SP-<building>-<section>-<floor>-<position>. */
  codePrefix: 'SP',
  region: 'moscow',
  buildings: ['1', '2'],
  sections: 3,
  floors: 14,
  /** Apartments start on this floor; the ground floor is commercial space of another service. */
  firstResidentialFloor: 2,
  unitsPerFloor: 4,
} as const;

/** Rooms per position on a floor (0 = studio), one layout per section. */
export const SECTION_LAYOUTS: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [1, 2, 1, 3],
  [0, 2, 1, 2],
];

/** Area range per number of rooms, in tenths of a square metre: [minimum, spread]. */
export const AREA_TENTHS: Readonly<Record<number, readonly [number, number]>> = {
  0: [222, 60],
  1: [348, 80],
  2: [524, 120],
  3: [726, 160],
};
