import type { DealStage } from '@app/validators';
import type { PickedUser } from '~/components/bookings/user-picker';

/** What /deals is filtered by: a responsible and a building (none: everything in scope). */
export interface DealFilter {
  responsible?: PickedUser;
  building?: string;
}

/** The `bookings.list` filters of a stage's column under `filter`. */
export function columnFilters(stage: DealStage, filter: DealFilter) {
  return [
    { property: 'deal_stage', operator: 'EQ' as const, value: [stage] },
    ...(filter.responsible
      ? [{ property: 'responsible', operator: 'IN' as const, value: [filter.responsible.id] }]
      : []),
    ...(filter.building
      ? [{ property: 'building', operator: 'IN' as const, value: [filter.building] }]
      : []),
  ];
}
