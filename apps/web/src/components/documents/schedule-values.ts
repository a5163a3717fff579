import type { MoneyAsNumbers, paymentScheduleInput } from '@app/validators';
import type { z } from 'zod';
import { MANAGER_FIELDS } from './manager';

/** The schedule form's values: `documents.paymentSchedule`'s input as typed (money as numbers). */
export type ScheduleValues = MoneyAsNumbers<z.input<typeof paymentScheduleInput>>;
export type ScheduleRow = ScheduleValues['items'][number];

/** The fields a server's field error can land on (`items.3.area` lands on `items`). */
export const SCHEDULE_FIELDS = [
  ...MANAGER_FIELDS,
  'summary',
  'range',
  'percent',
  'office',
  'items',
  'unit',
  'booking',
  'customer.name',
  'customer.phone',
  'customer.email',
] as const;

/**
 * The request the form sends: the customer block only when something of it was typed (the fields
 * are always there, blank when the schedule is for nobody in particular), a blank e-mail as null.
 */
export function scheduleRequest(values: ScheduleValues): ScheduleValues {
  const { customer, ...rest } = values;
  const name = customer?.name.trim() ?? '';
  const phone = customer?.phone.trim() ?? '';
  const email = customer?.email?.trim() || null;
  if (!name && !phone && !email) return rest;
  return { ...rest, customer: { name, phone, email } };
}

/** The most payments one schedule has (@app/validators' SCHEDULE_MAX_ITEMS, without zod). */
export const MAX_SCHEDULE_ROWS = 360;
