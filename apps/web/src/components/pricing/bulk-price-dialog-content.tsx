'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { GridFormError, InputField, SubmitButton } from '~/components/forms/fields';
import { NumberTextField } from '~/components/forms/number-field';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { useNumberLocale } from '~/lib/format';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPCClient } from '~/trpc/client';
import { BULK_DECIMALS, bulkPreview, readBulkChange, type BulkChange } from './bulk-preview';
import { BulkPreviewTable } from './bulk-preview-table';
import type { PricedUnit } from './priced-unit';
import { usePricesOf } from './use-prices';
import { usePricingRefresh } from './use-pricing-refresh';

export interface BulkPriceDialogProps {
  units: PricedUnit[];
  /** Called after the prices are applied (the page clears its selection). */
  onDone: () => void;
}

type Mode = BulkChange['kind'];

/** The dialog of BulkPriceDialog: a price per sq m or a percent, a reason, the preview, Apply. */
export function BulkPriceDialogContent({
  units,
  onDone,
  control,
}: BulkPriceDialogProps & { control: DialogControl }) {
  const t = useTranslations('pricing.bulk');
  const tc = useTranslations('common');
  const id = useId();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = usePricingRefresh();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const locale = useNumberLocale();
  const [mode, setMode] = useState<Mode>('price');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useMemo(() => units.map((u) => u.id), [units]);
  const records = usePricesOf(ids, undefined);
  const change = readBulkChange(mode, value, locale);
  const preview = useMemo(
    () =>
      typeof change === 'string' || !records.data
        ? null
        : bulkPreview(
            units.map((u) => ({
              id: u.id,
              code: u.code,
              area: u.area,
              current: records.data.inForce.get(u.id) ?? null,
            })),
            change,
          ),
    [change, records.data, units],
  );
  const reasonError = submitted && reason.trim() === '' ? t('reasonRequired') : undefined;
  const valueError = submitted && typeof change === 'string' ? t(`${mode}.${change}`) : undefined;

  async function apply(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (typeof change === 'string' || reason.trim() === '' || !preview) return;
    setPending(true);
    try {
      const res = await client.basePrices.createMany.mutate({
        units: ids,
        reason_id: reason.trim(),
        ...(change.kind === 'price'
          ? { price_per_sq_m: change.pricePerSqM }
          : { percent_change: change.percent }),
      });
      await refresh(queryClient);
      toast({
        tone: 'success',
        title: t('success', { count: res.item.count }),
        description: res.item.skipped ? t('skipped', { count: res.item.skipped }) : undefined,
      });
      onDone();
      control.root.onOpenChange(false);
    } catch (err) {
      setFormError(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={t('title')}
        description={t('description', { count: units.length })}
        closeLabel={tc('close')}
        className="max-w-3xl"
      >
        <form onSubmit={apply} noValidate>
          <div className="grid gap-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
            <GridFormError message={formError} />
            <fieldset className="grid gap-2 sm:col-span-2">
              <legend className="mb-1.5 text-sm font-medium">{t('mode')}</legend>
              <div className="flex flex-wrap gap-4">
                {(['price', 'percent'] as const).map((m) => (
                  <label key={m} className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${id}-mode`}
                      className="size-4 accent-primary"
                      checked={mode === m}
                      onChange={() => setMode(m)}
                    />
                    {t(`${m}.mode`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <NumberTextField
              label={t(`${mode}.label`)}
              hint={t(`${mode}.hint`)}
              value={value}
              error={valueError}
              onChange={setValue}
              money={mode === 'price'}
              maxDecimals={BULK_DECIMALS[mode]}
            />
            <InputField
              label={t('reason')}
              value={reason}
              error={reasonError}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="sm:col-span-2">
              <BulkPreviewTable preview={preview} loading={records.isPending} />
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
            <DialogClose asChild>
              <Button variant="secondary">{tc('cancel')}</Button>
            </DialogClose>
            <SubmitButton pending={pending} disabled={!preview || preview.count === 0}>
              {t('apply', { count: preview?.count ?? 0 })}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
