'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The status form of the unit card, loaded when a card that offers it opens: it brings
 * @app/validators (all of zod) and the Radix select, which the grid itself never needs.
 */
export const SetUnitStatusForm = lazyComponent(() =>
  import('./set-unit-status-fields').then((m) => m.SetUnitStatusForm),
);
