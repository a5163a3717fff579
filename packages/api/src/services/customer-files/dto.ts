import type { customers } from '@app/db';
import { recordFields } from '../../lib/dto';
import { customerFor, type Viewer } from '../bookings';

type CustomerRow = typeof customers.$inferSelect;

/** A customer record as `viewer` may see it: bookings' one masking rule (`customerFor`). */
export function toCustomerRecord(viewer: Viewer, row: CustomerRow) {
  const shown = customerFor(viewer, row) ?? { name: row.name, phone: row.phone, email: null };
  return {
    ...recordFields(row),
    name: shown.name,
    phone: shown.phone,
    email: shown.email,
    owner: row.owner,
    merged_into: row.merged_into,
  };
}
export type CustomerRecord = ReturnType<typeof toCustomerRecord>;
