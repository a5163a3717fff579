import type { paymentScheduleInput } from '@app/validators';
import type { z } from 'zod';
import { MANAGER_FIELDS } from './manager';

/** The schedule form's values: op 39's input as typed. */
export type ScheduleValues = z.input<typeof paymentScheduleInput>;
export type ScheduleRow = ScheduleValues['items'][number];

/** The fields a server's field error can land on (`items.3.area` lands on `items`). */
export const SCHEDULE_FIELDS = [
  ...MANAGER_FIELDS,
  'summary',
  'range',
  'percent',
  'office',
  'items',
] as const;

/** The most payments one schedule has (@app/validators' SCHEDULE_MAX_ITEMS, without zod). */
export const MAX_SCHEDULE_ROWS = 360;
