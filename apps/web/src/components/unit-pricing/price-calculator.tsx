'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '~/components/ui/alert';
import { CheckboxField } from '~/components/ui/checkbox';
import { readApiError } from '~/lib/api-error';
import { useMoney, useUnitFormat } from '~/lib/format';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { PriceBreakdown } from './price-breakdown';
import { blockedBy, conflictRefs } from './pricing-model';
import { useConditionTerms } from './use-condition-terms';
import type { UnitPricing } from './use-unit-pricing';

/**
 * The price calculator of the unit card, for every role: the base price, the default conditions
 * (applied, locked), the unit's other discounts and options to tick, and the server's breakdown
 * with the total. A choice another applied one excludes is off, with a line naming both.
 */
export function PriceCalculator({
  pricing,
  hasPrice,
}: {
  pricing: UnitPricing;
  hasPrice: boolean;
}) {
  const t = useTranslations('unitPricing');
  const fmt = useUnitFormat();
  const money = useMoney();
  const errorMessage = useApiErrorMessage();
  const terms = useConditionTerms();
  const { choices, chosen, toggle, quote } = pricing;
  const quoteError = quote.error ? readApiError(quote.error) : null;

  if (!hasPrice || quoteError?.appCode === 'UNIT_HAS_NO_PRICE')
    return (
      <Alert tone="warning" data-testid="no-price">
        <span className="font-medium">{t('noPrice')}</span>
        <span>{t('noPriceHint')}</span>
      </Alert>
    );

  const blocked = blockedBy(choices, chosen);
  const optional = choices.filter((c) => !c.byDefault);
  const describe = (ref: string) => choices.find((c) => c.ref === ref)?.description ?? ref;
  const conflict =
    quoteError?.appCode === 'PRICING_EXCLUSION_CONFLICT' ? conflictRefs(quoteError.message) : null;
  const data = quote.data;

  return (
    <div className="grid gap-4">
      {optional.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xs font-medium text-muted-foreground">{t('choose')}</legend>
          {optional.map((c) => {
            const by = blocked.get(c.ref);
            return (
              <CheckboxField
                key={`${c.kind}-${c.ref}`}
                label={c.description}
                description={
                  by
                    ? t('blocked', { item: c.description, other: by.description })
                    : `${c.kind === 'discount' ? t('discount') : t('option')} · ${terms(c.condition)}`
                }
                checked={chosen.has(c.ref)}
                disabled={Boolean(by)}
                onCheckedChange={(on) => toggle(c.ref, on)}
              />
            );
          })}
        </fieldset>
      ) : null}

      {conflict ? (
        <Alert tone="error" role="alert">
          {t('conflict', { a: describe(conflict[0]), b: describe(conflict[1]) })}
        </Alert>
      ) : quote.error ? (
        <Alert tone="error" role="alert">
          {errorMessage(quote.error)}
        </Alert>
      ) : null}

      {data ? (
        <PriceBreakdown
          base={data.base_price.amount}
          baseNote={
            data.base_price.fixed_price !== null
              ? t('fixed')
              : t('baseNote', {
                  price: money(data.base_price.price_per_sq_m),
                  area: fmt.area(data.area),
                })
          }
          lines={data.lines.map((l) => ({
            key: l.condition,
            label: l.description ?? (l.kind === 'discount' ? t('discount') : t('option')),
            signed: l.signed,
            locked: !l.chosen,
          }))}
          total={data.total}
          totalHint={t('totalHint')}
          busy={quote.isFetching}
        />
      ) : (
        <div className="h-24 animate-pulse rounded-md bg-muted" aria-busy="true" />
      )}
    </div>
  );
}
