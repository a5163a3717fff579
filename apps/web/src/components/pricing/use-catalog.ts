'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OptionType } from '@app/validators';
import type { ListQuery } from '~/components/data-table/data-table';
import { useTRPC, useTRPCClient } from '~/trpc/client';
import type { CatalogKind } from './tabs';

/** A discount or an option as the screens read it (the option's fields absent on a discount). */
export interface CatalogItem {
  id: string;
  created_at: string;
  updated_at: string | null;
  active: boolean;
  description: string | null;
  exclusions: string[];
  excludedBy: string[];
  required_comment?: boolean;
  type?: OptionType;
  used_by_default?: boolean;
  /** The promotion period (null: open at that end). */
  valid_from?: string | null;
  valid_to?: string | null;
}

type ListInput = {
  /** `date`: the records as they stood at that instant (the "as of" switch). */
  filter: { filters: { property: string; operator: 'LIKE'; value: string[] }[]; date?: string };
  pagination: { page: number; limit: number; order_by: string; direction: 'asc' | 'desc' };
};

/** discounts.list or options.list (only the chosen one asks the server). */
export function useCatalogList(kind: CatalogKind, input: ListInput): ListQuery<CatalogItem> {
  const trpc = useTRPC();
  const keep = { placeholderData: keepPreviousData };
  const discounts = useQuery({
    ...trpc.discounts.list.queryOptions(input, keep),
    enabled: kind === 'discounts',
  });
  const options = useQuery({
    ...trpc.options.list.queryOptions(input, keep),
    enabled: kind === 'options',
  });
  return kind === 'discounts' ? discounts : options;
}

/** Every record of the kind (the first 100 by name): the exclusions' names and choices. */
export function useCatalogAll(kind: CatalogKind, date?: string) {
  return useCatalogList(kind, {
    filter: { filters: [], ...(date ? { date } : {}) },
    pagination: { page: 1, limit: 100, order_by: 'description', direction: 'asc' },
  });
}

/** discounts.update or options.update. */
export function useCatalogUpdate(kind: CatalogKind) {
  const client = useTRPCClient();
  return (input: Parameters<typeof client.options.update.mutate>[0]) =>
    kind === 'discounts'
      ? client.discounts.update.mutate(input)
      : client.options.update.mutate(input);
}
