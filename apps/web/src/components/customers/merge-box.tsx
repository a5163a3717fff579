'use client';

import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { useToast } from '~/components/ui/toast';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { customerFilter } from './customer-search';

/**
 * Sales heads: find a duplicate of `into` (by phone or name), see what a merge would move
 * (`customers.mergePreview`), then merge it (`customers.merge`).
 */
export function MergeBox({ into }: { into: { id: string; name: string } }) {
  const t = useTranslations('customers.merge');
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const toast = useToast();
  const client = useQueryClient();
  const [query, setQuery] = useState('');
  const [dup, setDup] = useState<string | null>(null);
  const filters = customerFilter(query, true);
  const candidates = useQuery({
    ...trpc.customers.list.queryOptions({
      filter: {
        filters: [...filters, { property: 'active', operator: 'EQ', value: [true] }],
      },
      pagination: { page: 1, limit: 10, order_by: 'name', direction: 'asc' },
    }),
    enabled: filters.length > 0,
    placeholderData: keepPreviousData,
  });
  const preview = useQuery({
    ...trpc.customers.mergePreview.queryOptions({ id: dup ?? into.id, into: into.id }),
    enabled: dup !== null,
  });
  const merge = useMutation(trpc.customers.merge.mutationOptions());
  const others = (candidates.data?.items ?? []).filter((c) => c.id !== into.id);
  const moves = preview.data;

  async function confirm() {
    if (!dup) return;
    const { message } = await merge.mutateAsync({ id: dup, into: into.id });
    setDup(null);
    setQuery('');
    await client.invalidateQueries({ queryKey: trpc.customers.pathKey() });
    toast({ tone: 'success', title: message });
  }

  return (
    <section
      className="grid gap-2 rounded-md border p-3"
      aria-label={t('title', { name: into.name })}
    >
      <h3 className="text-sm font-semibold">{t('title', { name: into.name })}</h3>
      <Input
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setDup(null);
        }}
        placeholder={t('search')}
        aria-label={t('search')}
        className="max-w-md"
      />
      {filters.length > 0 && !dup ? (
        <ul className="grid gap-1">
          {others.length === 0 ? (
            <li className="text-sm text-muted-foreground">{t('noMatch')}</li>
          ) : null}
          {others.map((c) => (
            <li key={c.id}>
              <Button variant="ghost" size="sm" onClick={() => setDup(c.id)}>
                {c.name} · {c.phone}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {dup && moves ? (
        <Alert tone="warning">
          <p className="font-medium">
            {t('previewTitle', {
              from: moves.customer.name,
              phone: moves.customer.phone,
              into: into.name,
            })}
          </p>
          <ul className="mt-1 list-disc ps-5 text-sm">
            <li>
              {t('bookings', {
                count: moves.bookings.length,
                list: moves.bookings.map((m) => m.label).join(', '),
              })}
            </li>
            <li>
              {t('queue', {
                count: moves.queue_entries.length,
                list: moves.queue_entries.map((m) => m.label).join(', '),
              })}
            </li>
            <li>
              {t('documents', {
                count: moves.documents.length,
                list: moves.documents.map((m) => m.label).join(', '),
              })}
            </li>
          </ul>
          <p className="mt-1 text-sm">{t('after')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={merge.isPending}>
              {t('confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDup(null)}>
              {t('cancel')}
            </Button>
          </div>
          {merge.error ? (
            <p className="mt-1 text-sm text-destructive">{errorMessage(merge.error)}</p>
          ) : null}
        </Alert>
      ) : null}
    </section>
  );
}
