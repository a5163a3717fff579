'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Pencil, Plus, PowerOff } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useTRPC } from '~/trpc/client';
import { ConditionDialog } from './condition-dialog';
import type { BasePrice } from './condition-dialog-content';
import type { PriceChoice } from './pricing-model';
import { useConditionTerms } from './use-condition-terms';
import type { UnitPricing } from './use-unit-pricing';

interface Props {
  unit: { id: string; area: number };
  pricing: UnitPricing;
  /** The unit's base price now (from the quote), for the dialog's preview; null: none. */
  base: BasePrice | null;
}

/**
 * "Conditions of this unit", for a sales head: the discounts and options in force now, each with
 * its terms, Edit and Deactivate, and Add; the dialog previews the price as it is edited.
 */
export function UnitConditionsEditor({ unit, pricing, base }: Props) {
  const t = useTranslations('unitPricing.conditions');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const terms = useConditionTerms();
  const saved = () => {
    pricing.refresh();
    void queryClient.invalidateQueries({ queryKey: trpc.pricing.quote.pathKey() });
  };
  const deactivateDiscount = useMutation(trpc.discountConditions.update.mutationOptions());
  const deactivateOption = useMutation(trpc.optionConditions.update.mutationOptions());
  const deactivate = async (c: PriceChoice) => {
    const m = c.kind === 'discount' ? deactivateDiscount : deactivateOption;
    await m.mutateAsync({ id: c.condition.id, active: false });
    saved();
  };
  const dialog = { unit, base, choices: pricing.choices, onSaved: saved };

  return (
    <section className="grid gap-3 border-t pt-5" aria-labelledby="unit-conditions-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="unit-conditions-title" className="text-sm font-semibold">
          {t('title')}
        </h3>
        <ConditionDialog
          {...dialog}
          trigger={
            <Button variant="secondary" size="sm">
              <Plus aria-hidden />
              {t('add')}
            </Button>
          }
        />
      </div>
      {pricing.choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-labelledby="unit-conditions-title">
          {pricing.choices.map((c) => (
            <li
              key={c.condition.id}
              className="grid gap-2 rounded-md border px-3 py-2.5 text-sm sm:flex sm:items-start sm:justify-between"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-1.5 font-medium">
                  <span className="break-words">{c.description}</span>
                  <Badge variant={c.kind === 'discount' ? 'success' : 'info'}>
                    {c.kind === 'discount' ? t('discount') : t('option')}
                  </Badge>
                  {c.byDefault ? <Badge>{t('byDefault')}</Badge> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {c.kind === 'discount' ? '−' : '+'}
                  {terms(c.condition)}
                  {c.condition.comment ? ` · ${c.condition.comment}` : ''}
                </span>
              </div>
              <div className="flex shrink-0 gap-1">
                <ConditionDialog
                  {...dialog}
                  editing={c}
                  trigger={
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('editOf', { name: c.description })}
                    >
                      <Pencil aria-hidden />
                      {t('edit')}
                    </Button>
                  }
                />
                <ConfirmDialog
                  title={t('deactivateTitle')}
                  description={t('deactivateText', { name: c.description })}
                  confirmLabel={t('deactivate')}
                  cancelLabel={tc('cancel')}
                  onConfirm={() => deactivate(c)}
                  trigger={
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('deactivateOf', { name: c.description })}
                    >
                      <PowerOff aria-hidden />
                      {t('deactivate')}
                    </Button>
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
