'use client';

import { useTranslations } from 'next-intl';
import { previewQuote, type EditedCondition } from './condition-form';
import { PriceBreakdown } from './price-breakdown';
import type { PriceChoice } from './pricing-model';

/** The unit's base price as `pricing.quote` answers it. */
export interface BasePrice {
  price_per_sq_m: number;
  fixed_price: number | null;
}

/**
 * The price with the condition as it is being edited, computed in the browser with @app/pricing
 * (the same calculation as the server's): base price, the unit's other default conditions, and
 * this one applied.
 */
export function ConditionPreview(props: {
  base: BasePrice | null;
  area: number;
  others: readonly PriceChoice[];
  /** The condition as edited (`id`: the edited one's, or any placeholder for a new one). */
  edited: EditedCondition;
}) {
  const t = useTranslations('unitPricing.dialog');
  const { base, edited } = props;
  const q = base ? previewQuote({ base, area: props.area, others: props.others, edited }) : null;
  return (
    <section
      className="grid gap-2 rounded-lg border bg-muted/30 p-3"
      aria-labelledby="condition-preview-title"
      data-testid="condition-preview"
    >
      <h4 id="condition-preview-title" className="text-xs font-medium text-muted-foreground">
        {t('preview')}
      </h4>
      {!base ? (
        <p className="text-sm text-muted-foreground">{t('previewNoPrice')}</p>
      ) : !q ? (
        <p className="text-sm text-muted-foreground">{t('previewInvalid')}</p>
      ) : (
        <PriceBreakdown
          base={q.base_price}
          lines={q.lines.map((l) => ({
            key: l.id,
            label: l.description ?? '',
            signed: l.signed,
            locked: l.id !== edited.id,
          }))}
          total={q.total}
          totalLabel={t('previewTotal')}
        />
      )}
    </section>
  );
}
