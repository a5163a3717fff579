'use client';

import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { ConditionFormData } from '@app/validators';
import { BoundCheckboxField, ControlledField, InputField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import { MoneyField } from '~/components/forms/number-field';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { Select } from '~/components/ui/select';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPCClient, useTRPC } from '~/trpc/client';
import { conditionBody, conditionFormValues } from './condition-form';
import { ConditionPreview, type BasePrice } from './condition-preview';
import { PercentField } from './percent-field';
import { TermsBreakdown } from '~/components/common/terms-breakdown';
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
/** The fields an API error may name (the request's `discount` / `option` is the form's `ref`). */
const FIELDS = ['ref', 'sum', 'percent', 'sum_per_sq_m', 'reason_id', 'comment'] as const;

/** conditionFormInput, downloaded with zod when the form first validates. */
const schema = lazyResolver<ConditionFormData, ConditionFormData>(() =>
  import('./resolvers').then((m) => m.conditionForm),
);
/**
 * The schema's checks, and the comment a discount with `required_comment` needs (the API's own
 * rule and message): `needsComment` tells whether the discount picked at that time requires one.
 */
const withRequiredComment =
  (needsComment: () => boolean): Resolver<ConditionFormData, unknown, ConditionFormData> =>
  async (values, context, options) => {
    const result = await schema(values, context, options);
    if (!needsComment() || values.comment.trim()) return result;
    const comment = { type: 'required', message: 'This discount needs a comment' };
    return { values: {}, errors: { ...result.errors, comment } };
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
  const trpc = useTRPC();
  const client = useTRPCClient();
  const discounts = useQuery(trpc.discounts.list.queryOptions(CATALOG));
  const options = useQuery(trpc.options.list.queryOptions(CATALOG));
  const defaults = conditionFormValues(editing);
  // Read by the resolver when it validates: the discount picked at that time.
  const needs = useRef(false);
  const [resolver] = useState(() => withRequiredComment(() => needs.current));
  const form = useForm({ resolver, defaultValues: defaults });
  const values = useWatch({ control: form.control });
  const kind = values.kind ?? defaults.kind;
  const catalog = (kind === 'discount' ? discounts.data : options.data)?.items ?? [];
  const current = values.ref ?? defaults.ref;
  const items = catalog.filter((i) => i.active || i.id === current);
  const item = catalog.find((i) => i.id === current);
  const needsComment = Boolean(item && 'required_comment' in item && item.required_comment);
  useEffect(() => {
    needs.current = needsComment;
  }, [needsComment]);

  const save = async (v: ConditionFormData) => {
    const body = conditionBody(v, editing, () => crypto.randomUUID());
    if (v.kind === 'discount') {
      const request = { ...body, discount: v.ref };
      await (editing
        ? client.discountConditions.update.mutate(request)
        : client.discountConditions.create.mutate({ ...request, unit: unit.id }));
    } else {
      const request = { ...body, option: v.ref };
      await (editing
        ? client.optionConditions.update.mutate(request)
        : client.optionConditions.create.mutate({ ...request, unit: unit.id }));
    }
    onSaved();
  };

  const title = editing ? t('editTitle') : t('addTitle');
  const kinds = [
    { value: 'discount', label: t('discount') },
    { value: 'option', label: t('option') },
  ];
  const { errors } = form.formState;
  const terms = {
    kind,
    sum: values.sum ?? null,
    percent: values.percent ?? null,
    sum_per_sq_m: values.sum_per_sq_m ?? null,
  };
  const unreadable = [terms.sum, terms.percent, terms.sum_per_sq_m].some(
    (n) => n !== null && !Number.isFinite(n),
  );
  // One column, top to bottom: what, its terms and the amount they make, why, the price with it.
  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={title}
      description={t('description')}
      submitLabel={t('save')}
      onInput={schema.preload}
      onSubmit={save}
    >
      <ControlledField
        control={form.control}
        name="kind"
        label={t('kind')}
        render={(c, field) => (
          <Select
            {...c}
            value={field.value}
            disabled={Boolean(editing)}
            onValueChange={(next) => {
              field.onChange(next);
              form.setValue('ref', '');
            }}
            options={kinds}
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="ref"
        label={kind === 'option' ? t('option') : t('discount')}
        error={errors.ref?.message}
        render={(c, field) => (
          <Select
            {...c}
            value={field.value || undefined}
            onValueChange={field.onChange}
            placeholder={t('pick')}
            options={items.map((i) => ({ value: i.id, label: i.description ?? i.id }))}
          />
        )}
      />
      <MoneyField control={form.control} name="sum" label={t('sum')} placeholder="0" blank={null} />
      <PercentField control={form.control} name="percent" label={t('percent')} placeholder="0" />
      <MoneyField
        control={form.control}
        name="sum_per_sq_m"
        label={t('sumPerSqM')}
        placeholder="0"
        blank={null}
      />
      <TermsBreakdown
        terms={terms}
        unit={base ? { base, area: unit.area } : null}
        invalid={unreadable}
      />
      <InputField
        label={t('reason')}
        error={errors.reason_id?.message}
        maxLength={255}
        {...form.register('reason_id')}
      />
      <InputField
        label={needsComment ? t('commentNeeded') : t('comment')}
        error={errors.comment?.message}
        maxLength={255}
        aria-required={needsComment || undefined}
        {...form.register('comment')}
      />
      <BoundCheckboxField
        control={form.control}
        name="by_default"
        label={t('byDefault')}
        description={t('byDefaultHint')}
      />
      <ConditionPreview
        base={base}
        area={unit.area}
        others={choices}
        edited={{
          id: editing?.condition.id ?? 'new',
          ref: current,
          description: item?.description || t('thisCondition'),
          ...terms,
        }}
      />
    </FormDialog>
  );
}
