import type { RouterOutputs } from '~/trpc/client';

/** A page of payments.list: the items, the pagination and the totals of the filtered range. */
export type LedgerPage = RouterOutputs['payments']['list'];
/** One payment of the ledger. */
export type Payment = LedgerPage['items'][number];
