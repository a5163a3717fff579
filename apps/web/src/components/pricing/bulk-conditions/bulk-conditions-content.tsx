'use client';

import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { GridFormError, SubmitButton } from '~/components/forms/fields';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { useNumberLocale } from '~/lib/format';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC, useTRPCClient } from '~/trpc/client';
import { usePricingRefresh } from '../use-pricing-refresh';
import {
  EMPTY_TERMS,
  NO_SELECTION_FILTER,
  readTerms,
  selectionProblem,
  unitsNamed,
  type BulkSelection,
  type BulkTerms,
} from './bulk-request';
import { BulkPreviewPanel, type BulkPreview } from './bulk-preview-panel';
import { BulkSelectionFields } from './bulk-selection-fields';
import { BulkTermsFields, type CatalogChoice } from './bulk-terms-fields';
import { useResolveUnits, type BulkUnit, type ResolveError } from './use-bulk-units';
import type { TermsUnit } from '~/components/common/terms-breakdown';

export interface BulkConditionsDialogProps {
  /** The rows ticked in the base prices table (may be none: then a filter picks the units). */
  ticked: BulkUnit[];
  /** Called once the conditions are written (the page clears its selection). */
  onDone: () => void;
}

const CATALOG = {
  filter: { filters: [] },
  pagination: { page: 1, limit: 100, order_by: 'description', direction: 'asc' as const },
};
const PAGE = 20;
/** The breakdown's example when no ticked unit has a price: 10 000 000 ₽, 50 m². */
const SAMPLE: TermsUnit = {
  base: { fixed_price: 10_000_000, price_per_sq_m: null },
  area: 50,
  example: true,
};

/** The first ticked unit with a price, as the breakdown's example; else SAMPLE. */
function exampleOf(ticked: readonly BulkUnit[]): TermsUnit {
  for (const u of ticked)
    if (u.price != null && u.area != null)
      return {
        base: { fixed_price: u.price, price_per_sq_m: null },
        area: u.area,
        code: u.code,
        example: true,
      };
  return SAMPLE;
}

/**
 * discountConditions.createMany / optionConditions.createMany from /pricing: the units, the
 * condition, a preview from the server's dry run (the same call, nothing written), then Apply.
 */
export function BulkConditionsContent({
  ticked,
  onDone,
  control,
}: BulkConditionsDialogProps & { control: DialogControl }) {
  const t = useTranslations('pricing.bulkConditions');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = usePricingRefresh();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const locale = useNumberLocale();
  const resolve = useResolveUnits(ticked);
  const discounts = useQuery(trpc.discounts.list.queryOptions(CATALOG));
  const options = useQuery(trpc.options.list.queryOptions(CATALOG));
  const [selection, setSelection] = useState<BulkSelection>({
    mode: ticked.length > 0 ? 'ticked' : 'filter',
    ...NO_SELECTION_FILTER,
  });
  const [terms, setTerms] = useState<BulkTerms>(EMPTY_TERMS);
  const [checked, setChecked] = useState(false);
  const [selectionError, setSelectionError] = useState<ResolveError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  /** The preview and what it was made of: Apply sends exactly that. */
  const [shown, setShown] = useState<{
    preview: BulkPreview;
    units: BulkUnit[];
    key: string;
  } | null>(null);

  const discountItems: CatalogChoice[] = (discounts.data?.items ?? []).filter((i) => i.active);
  const optionItems: CatalogChoice[] = (options.data?.items ?? []).filter((i) => i.active);
  const item = (terms.kind === 'discount' ? discountItems : optionItems).find(
    (i) => i.id === terms.ref,
  );
  const needsComment = Boolean(item?.required_comment);
  const read = readTerms(terms, locale, needsComment);
  const key = JSON.stringify([selection, terms]);
  const stale = shown !== null && shown.key !== key;

  const request = (units: BulkUnit[], body: Extract<typeof read, { ok: true }>['body']) => {
    const ids = units.map((u) => u.id);
    return (dry_run: boolean, page = 1) => {
      const common = { units: ids, ...body, dry_run, preview: { page, limit: PAGE } };
      return terms.kind === 'discount'
        ? client.discountConditions.createMany.mutate({ ...common, discount: terms.ref })
        : client.optionConditions.createMany.mutate({ ...common, option: terms.ref });
    };
  };

  const refusal = (err: unknown, units: BulkUnit[]) => {
    const message = errorMessage(err);
    const raw = err instanceof Error ? err.message : '';
    const named = unitsNamed(raw, new Map(units.map((u) => [u.id, u.code])));
    return named.length > 0
      ? `${message} ${t('namedUnits', { units: named.slice(0, 20).join(', ') })}`
      : message;
  };

  async function preview(page = 1) {
    setChecked(true);
    setFormError(null);
    // What can be told without the server first: the fields, a filter that is empty or unreadable.
    const early = selectionProblem(selection, ticked.length, locale);
    setSelectionError(early);
    if (!read.ok || early) return;
    setBusy('preview');
    let units: BulkUnit[] = [];
    try {
      const resolved =
        page > 1 && shown && !stale
          ? { ok: true as const, units: shown.units }
          : await resolve(selection);
      if (!resolved.ok) {
        setSelectionError(resolved.error);
        setShown(null);
        return;
      }
      units = resolved.units;
      const res = await request(units, read.body)(true, page);
      if (res.preview) setShown({ preview: res.preview, units, key });
    } catch (err) {
      setShown(null);
      setFormError(refusal(err, units));
    } finally {
      setBusy(null);
    }
  }

  async function apply(e: FormEvent) {
    e.preventDefault();
    if (!shown || stale || !read.ok) return;
    setBusy('apply');
    setFormError(null);
    try {
      const res = await request(shown.units, read.body)(false);
      await refresh(queryClient);
      toast({ tone: 'success', title: t('success', { count: res.item.count }) });
      onDone();
      control.root.onOpenChange(false);
    } catch (err) {
      setFormError(refusal(err, shown.units));
    } finally {
      setBusy(null);
    }
  }

  const errors = checked && !read.ok ? read.errors : {};
  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={t('title')}
        description={t('description')}
        closeLabel={tc('close')}
        className="max-w-3xl"
      >
        <form onSubmit={apply} noValidate>
          {/* One column, top to bottom: the units, the condition, its amount, the preview. */}
          <div className="grid gap-4 px-5 py-5 sm:px-6">
            <GridFormError message={formError} />
            <BulkSelectionFields
              value={selection}
              onChange={setSelection}
              ticked={ticked.length}
              error={selectionError ? t(`selection.errors.${selectionError}`) : undefined}
            />
            <BulkTermsFields
              value={terms}
              onChange={setTerms}
              discounts={discountItems}
              options={optionItems}
              needsComment={needsComment}
              errors={errors}
              example={exampleOf(ticked)}
            />
            <div className="flex justify-end">
              <Button
                variant="secondary"
                onClick={() => preview(1)}
                disabled={busy !== null}
                aria-busy={busy === 'preview' || undefined}
              >
                {shown ? t('preview.refresh') : t('preview.button')}
              </Button>
            </div>
            <BulkPreviewPanel
              preview={shown?.preview ?? null}
              busy={busy === 'preview'}
              stale={stale}
              onPage={(page) => preview(page)}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
            <DialogClose asChild>
              <Button variant="secondary">{tc('cancel')}</Button>
            </DialogClose>
            <SubmitButton pending={busy === 'apply'} disabled={!shown || stale || busy !== null}>
              {t('apply', { count: shown?.units.length ?? 0 })}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
