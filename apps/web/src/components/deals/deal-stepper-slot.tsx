'use client';

import { lazyComponent } from '~/lib/lazy-component';

/** The Deal section of the booking card, downloaded after the card itself. */
export const DealStepperSlot = lazyComponent(() =>
  import('./deal-stepper').then((m) => m.DealStepper),
);
