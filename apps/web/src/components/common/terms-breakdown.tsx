'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { conditionParts, type BasePriceInput } from '@app/pricing';
import { useMoney, useSignedMoney } from '~/lib/format';

/** A condition's terms as the form holds them (the percent a fraction: 0.02 = 2 %). */
export interface TermsValues {
  kind: 'discount' | 'option';
  sum: number | null;
  percent: number | null;
  sum_per_sq_m: number | null;
}

/** The unit the amount is shown for: the dialog's own, or an example (its code, when known). */
export interface TermsUnit {
  base: BasePriceInput;
  area: number;
  code?: string;
  example?: boolean;
}

const blank = (n: number | null) => n === null || n === 0;

/**
 * The condition's amount as the user types, and how it is made: "100 000,00 ₽ + 2 % of
 * 10 615 100,00 ₽ (212 302,00 ₽) = 312 302,00 ₽", computed by @app/pricing (conditionParts, the
 * quote's own line), for `unit`. `invalid`: a field does not read as a number yet.
 */
export function TermsBreakdown({
  terms,
  unit,
  invalid,
}: {
  terms: TermsValues;
  unit: TermsUnit | null;
  invalid?: boolean;
}) {
  const t = useTranslations('unitPricing.terms');
  const format = useFormatter();
  const money = useMoney();
  const signed = useSignedMoney();
  const area = (n: number | string) => format.number(Number(n), { maximumFractionDigits: 2 });
  const empty = blank(terms.sum) && blank(terms.percent) && blank(terms.sum_per_sq_m);
  const p = unit && !invalid && !empty ? conditionParts(terms, unit.base, unit.area) : null;
  const forWhom = unit
    ? t(unit.example ? (unit.code ? 'forExampleUnit' : 'forExample') : 'forUnit', {
        code: unit.code ?? '',
        price: money(p?.base_price ?? 0),
        area: area(unit.area),
      })
    : null;
  const parts = p
    ? [
        p.sum ? money(p.sum) : null,
        p.percent
          ? t('percentOf', {
              percent: format.number(Number(p.percent.fraction), {
                style: 'percent',
                maximumFractionDigits: 4,
              }),
              base: money(p.base_price),
              amount: money(p.percent.amount),
            })
          : null,
        p.per_sq_m
          ? t('perSqM', {
              price: money(p.per_sq_m.price),
              area: area(p.per_sq_m.area),
              amount: money(p.per_sq_m.amount),
            })
          : null,
      ].filter(Boolean)
    : [];
  return (
    <section
      className="grid gap-1 rounded-lg border bg-muted/30 p-3 text-sm"
      aria-labelledby="terms-breakdown-title"
      data-testid="terms-breakdown"
    >
      <h4 id="terms-breakdown-title" className="text-xs font-medium text-muted-foreground">
        {t('title')}
      </h4>
      {!unit ? (
        <p className="text-muted-foreground">{t('noUnit')}</p>
      ) : invalid ? (
        <p className="text-muted-foreground">{t('invalid')}</p>
      ) : !p ? (
        <p className="text-muted-foreground">{t('empty')}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{forWhom}</p>
          <p className="tabular-nums" aria-live="polite" data-testid="terms-formula">
            {parts.join(' + ')} = <strong className="whitespace-nowrap">{money(p.amount)}</strong>
          </p>
          <p className="font-medium" data-testid="terms-effect">
            {t(terms.kind === 'option' ? 'option' : 'discount', { amount: signed(p.signed) })}
          </p>
        </>
      )}
    </section>
  );
}
