'use client';

import { useTranslations } from 'next-intl';
import { InputField } from '~/components/forms/fields';
import { NumberTextField } from '~/components/forms/number-field';
import { CheckboxField } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { TermsBreakdown, type TermsUnit } from '~/components/common/terms-breakdown';
import { useNumberLocale } from '~/lib/format';
import { readAmounts, type BulkTerms, type TermsError } from './bulk-request';

export interface CatalogChoice {
  id: string;
  description: string | null;
  required_comment?: boolean;
}

type Errors = Partial<Record<'ref' | 'sum' | 'percent' | 'sumPerSqM' | 'comment', TermsError>>;

/**
 * The discount or option to add and its terms, as the single condition dialog has them, one under
 * another; under the three amounts, what they make for `example` (live, @app/pricing's).
 */
export function BulkTermsFields({
  value,
  onChange,
  discounts,
  options,
  needsComment,
  errors,
  example,
}: {
  value: BulkTerms;
  onChange: (next: BulkTerms) => void;
  discounts: readonly CatalogChoice[];
  options: readonly CatalogChoice[];
  needsComment: boolean;
  errors: Errors;
  example: TermsUnit;
}) {
  const t = useTranslations('pricing.bulkConditions.terms');
  const set = (patch: Partial<BulkTerms>) => onChange({ ...value, ...patch });
  const error = (key: keyof Errors) => (errors[key] ? t(`errors.${errors[key]}`) : undefined);
  const items = value.kind === 'discount' ? discounts : options;
  const amounts = readAmounts(value, useNumberLocale());
  const none = { sum: null, percent: null, sum_per_sq_m: null };
  return (
    <>
      <Field label={t('kind')}>
        {(c) => (
          <Select
            {...c}
            value={value.kind}
            onValueChange={(kind) => set({ kind: kind as BulkTerms['kind'], ref: '' })}
            options={[
              { value: 'discount', label: t('discount') },
              { value: 'option', label: t('option') },
            ]}
          />
        )}
      </Field>
      <Field label={value.kind === 'option' ? t('option') : t('discount')} error={error('ref')}>
        {(c) => (
          <Select
            {...c}
            value={value.ref || undefined}
            onValueChange={(ref) => set({ ref })}
            placeholder={t('pick')}
            options={items.map((i) => ({ value: i.id, label: i.description ?? i.id }))}
          />
        )}
      </Field>
      <NumberTextField
        label={t('sum')}
        value={value.sum}
        onChange={(sum) => set({ sum })}
        error={error('sum')}
        money
        placeholder="0"
      />
      <NumberTextField
        label={t('percent')}
        value={value.percent}
        onChange={(percent) => set({ percent })}
        error={error('percent')}
        maxDecimals={4}
        placeholder="0"
      />
      <NumberTextField
        label={t('sumPerSqM')}
        value={value.sumPerSqM}
        onChange={(sumPerSqM) => set({ sumPerSqM })}
        error={error('sumPerSqM')}
        money
        placeholder="0"
      />
      <TermsBreakdown
        terms={{ kind: value.kind, ...(amounts ?? none) }}
        unit={example}
        invalid={!amounts}
      />
      <InputField
        label={t('reason')}
        value={value.reason}
        maxLength={255}
        onChange={(e) => set({ reason: e.target.value })}
      />
      <InputField
        label={needsComment ? t('commentNeeded') : t('comment')}
        value={value.comment}
        maxLength={255}
        aria-required={needsComment || undefined}
        error={error('comment')}
        onChange={(e) => set({ comment: e.target.value })}
      />
      <CheckboxField
        label={t('byDefault')}
        description={t('byDefaultHint')}
        checked={value.byDefault}
        onCheckedChange={(byDefault) => set({ byDefault })}
      />
    </>
  );
}
