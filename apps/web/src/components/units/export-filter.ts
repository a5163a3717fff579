import type { UnitFilter } from './grid-model';

type Filter = {
  property: string;
  operator: 'EQ' | 'IN' | 'GTE' | 'LTE';
  value: (string | number)[];
};

/**
 * The grid's view as `units.list`'s filter, for the Excel export: the chosen building (of its
 * complex) and the filters' rooms, statuses, area and price bounds (the units the grid shows as
 * matching, whether the others are dimmed or hidden).
 */
export function unitExportFilter(
  building: { complex: string; building: string },
  f: UnitFilter,
): { filters: Filter[] } {
  const filters: Filter[] = [
    { property: 'complex', operator: 'EQ', value: [building.complex] },
    { property: 'building', operator: 'EQ', value: [building.building] },
  ];
  if (f.rooms.length > 0) filters.push({ property: 'rooms', operator: 'IN', value: f.rooms });
  if (f.statuses.length > 0)
    filters.push({ property: 'status', operator: 'IN', value: [...f.statuses] });
  const bounds = [
    ['area', 'GTE', f.areaFrom],
    ['area', 'LTE', f.areaTo],
    ['price', 'GTE', f.priceFrom],
    ['price', 'LTE', f.priceTo],
  ] as const;
  for (const [property, operator, value] of bounds)
    if (value !== undefined) filters.push({ property, operator, value: [value] });
  return { filters };
}
