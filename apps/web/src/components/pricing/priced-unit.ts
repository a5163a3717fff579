import type { RouterOutputs } from '~/trpc/client';

/** A unit of the base prices table, as `units.list` answers it (the columns, dialogs and panels). */
export type PricedUnit = RouterOutputs['units']['list']['items'][number];
