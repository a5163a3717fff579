'use client';

import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import {
  createDiscountConditionInput,
  createOptionConditionInput,
  updateDiscountConditionInput,
  updateOptionConditionInput,
} from '@app/validators';
import { NumberTextField } from '~/components/forms/number-field';
import { Button } from '~/components/ui/button';
import { CheckboxField } from '~/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { FormError } from '~/components/ui/form-error';
import { Input } from '~/components/ui/input';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { Select } from '~/components/ui/select';
import { readApiError } from '~/lib/api-error';
import { useNumberLocale } from '~/lib/format';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import {
  conditionFormValues,
  conditionRequest,
  TERM_DECIMALS,
  type ConditionFormValues,
  type ConditionKind,
} from './condition-form';
import { ConditionPreview, type BasePrice } from './condition-preview';
import type { PriceChoice } from './pricing-model';

export type { BasePrice };

export interface ConditionDialogProps {
  unit: { id: string; area: number };
  base: BasePrice | null;
  /** The unit's conditions in force (the preview applies its other default ones). */
  choices: readonly PriceChoice[];
  /** The condition edited; absent: a new one. */
  editing?: PriceChoice;
  onSaved: () => void;
}

const CATALOG = {
  filter: { filters: [] },
  pagination: { page: 1, limit: 100, order_by: 'description', direction: 'asc' as const },
};
const SCHEMAS = {
  discount: { create: createDiscountConditionInput, update: updateDiscountConditionInput },
  option: { create: createOptionConditionInput, update: updateOptionConditionInput },
};
type Errors = Partial<Record<keyof ConditionFormValues | 'form', string>>;
/** The request's fields, as the form's. */
const FIELD_OF: Record<string, keyof Errors> = {
  discount: 'ref',
  option: 'ref',
  sum: 'sum',
  percent: 'percent',
  sum_per_sq_m: 'sumPerSqM',
  reason_id: 'reason',
  comment: 'comment',
};

/** The condition dialog (condition-dialog.tsx), loaded when its button is first used. */
export function ConditionDialogContent({
  control,
  unit,
  base,
  choices,
  editing,
  onSaved,
}: ConditionDialogProps & { control: DialogControl }) {
  const t = useTranslations('unitPricing.dialog');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const locale = useNumberLocale();
  const [values, setValues] = useState<ConditionFormValues>(() =>
    conditionFormValues(locale, editing),
  );
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<ConditionFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const discounts = useQuery(trpc.discounts.list.queryOptions(CATALOG));
  const options = useQuery(trpc.options.list.queryOptions(CATALOG));
  const catalog = (values.kind === 'discount' ? discounts.data : options.data)?.items ?? [];
  const items = catalog.filter((i) => i.active || i.id === values.ref);
  const picked = catalog.find((i) => i.id === values.ref);
  const needsComment = Boolean(picked && 'required_comment' in picked && picked.required_comment);

  const createDiscount = useMutation(trpc.discountConditions.create.mutationOptions());
  const updateDiscount = useMutation(trpc.discountConditions.update.mutationOptions());
  const createOption = useMutation(trpc.optionConditions.create.mutationOptions());
  const updateOption = useMutation(trpc.optionConditions.update.mutationOptions());
  const pending = [createDiscount, updateDiscount, createOption, updateOption].some(
    (m) => m.isPending,
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const request = conditionRequest(values, {
      unit: unit.id,
      editing,
      needsComment,
      newId: () => crypto.randomUUID(),
      locale,
    });
    if ('errors' in request)
      return setErrors(
        Object.fromEntries(Object.entries(request.errors).map(([k, key]) => [k, t(key)])),
      );
    const parsed = SCHEMAS[values.kind][editing ? 'update' : 'create'].safeParse(request.body);
    if (!parsed.success) {
      const fieldErrors: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        fieldErrors[FIELD_OF[key] ?? 'form'] ??= issue.message;
      }
      return setErrors(fieldErrors);
    }
    setErrors({});
    try {
      const body = request.body as never;
      if (values.kind === 'discount')
        await (editing ? updateDiscount : createDiscount).mutateAsync(body);
      else await (editing ? updateOption : createOption).mutateAsync(body);
      onSaved();
      control.root.onOpenChange(false);
    } catch (e) {
      const info = readApiError(e);
      setErrors(
        info.fieldErrors.comment ? { comment: t('commentRequired') } : { form: errorMessage(e) },
      );
    }
  }

  const kinds = [
    { value: 'discount', label: t('discount') },
    { value: 'option', label: t('option') },
  ];
  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={editing ? t('editTitle') : t('addTitle')}
        description={t('description')}
        closeLabel={tc('close')}
      >
        <form onSubmit={submit} noValidate aria-label={editing ? t('editTitle') : t('addTitle')}>
          <div className="grid gap-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
            {errors.form ? (
              <div className="sm:col-span-2">
                <FormError>{errors.form}</FormError>
              </div>
            ) : null}
            <Field label={t('kind')}>
              {(c) => (
                <Select
                  {...c}
                  value={values.kind}
                  disabled={Boolean(editing)}
                  onValueChange={(kind) => set({ kind: kind as ConditionKind, ref: '' })}
                  options={kinds}
                />
              )}
            </Field>
            <Field
              label={values.kind === 'discount' ? t('discount') : t('option')}
              error={errors.ref}
            >
              {(c) => (
                <Select
                  {...c}
                  value={values.ref || undefined}
                  onValueChange={(ref) => set({ ref })}
                  placeholder={t('pick')}
                  options={items.map((i) => ({ value: i.id, label: i.description ?? i.id }))}
                />
              )}
            </Field>
            <NumberTextField
              label={t('sum')}
              value={values.sum}
              error={errors.sum}
              placeholder="0"
              money
              onChange={(sum) => set({ sum })}
            />
            <NumberTextField
              label={t('percent')}
              value={values.percent}
              error={errors.percent}
              placeholder="0"
              maxDecimals={TERM_DECIMALS.percent}
              onChange={(percent) => set({ percent })}
            />
            <NumberTextField
              label={t('sumPerSqM')}
              value={values.sumPerSqM}
              error={errors.sumPerSqM}
              placeholder="0"
              money
              onChange={(sumPerSqM) => set({ sumPerSqM })}
            />
            <Field label={t('reason')} error={errors.reason}>
              {(c) => (
                <Input
                  {...c}
                  value={values.reason}
                  maxLength={255}
                  onChange={(e) => set({ reason: e.target.value })}
                />
              )}
            </Field>
            <Field
              label={needsComment ? t('commentNeeded') : t('comment')}
              error={errors.comment}
              className="sm:col-span-2"
            >
              {(c) => (
                <Input
                  {...c}
                  value={values.comment}
                  maxLength={255}
                  aria-required={needsComment || undefined}
                  onChange={(e) => set({ comment: e.target.value })}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <CheckboxField
                label={t('byDefault')}
                description={t('byDefaultHint')}
                checked={values.byDefault}
                onCheckedChange={(byDefault) => set({ byDefault })}
              />
            </div>
            <div className="sm:col-span-2">
              <ConditionPreview
                base={base}
                area={unit.area}
                others={choices}
                values={values}
                editingId={editing?.condition.id}
                description={picked?.description ?? ''}
              />
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
            <DialogClose asChild>
              <Button variant="secondary">{tc('cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t('save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
