import type { commercialOfferInput } from '@app/validators';
import type { z } from 'zod';
import { MANAGER_FIELDS } from './manager';

/** The offer form's values: `documents.commercialOffer`'s input as typed. */
export type OfferValues = z.input<typeof commercialOfferInput>;
export type OfferUnitValues = OfferValues['units'][number];

/** The fields a server's field error can land on (`units.3.options.0.def` lands on `units`). */
export const OFFER_FIELDS = [
  ...MANAGER_FIELDS,
  'name',
  'phone',
  'email',
  'agency_name',
  'units',
] as const;

export const blankUnit = (unit: string): OfferUnitValues => ({
  unit,
  unit_name: undefined,
  options: [],
  show_facing: false,
  discounts: [],
});
