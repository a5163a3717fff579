import type { RouterOutputs } from '~/trpc/client';

/** `dashboard.summary`'s answer, as the screen receives it. */
export type Summary = RouterOutputs['dashboard']['summary'];
export type FlowRow = Summary['by_responsible'][number] | Summary['by_agency'][number];
