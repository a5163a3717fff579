'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Calculator } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { FormError } from '~/components/ui/form-error';
import { useToast } from '~/components/ui/toast';
import { PriceBreakdown } from '~/components/unit-pricing/price-breakdown';
import { PriceCalculator } from '~/components/unit-pricing/price-calculator';
import { useUnitPricing } from '~/components/unit-pricing/use-unit-pricing';
import { DATE } from '~/lib/date-formats';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';

/**
 * The booking's agreed price (`price`): its lines and total as quoted at `quoted_at`; on a live
 * booking the staff may change the chosen conditions, which re-quotes it as of now.
 */
export function BookingPriceCard({ booking, editable }: { booking: Booking; editable: boolean }) {
  const t = useTranslations('bookings.card');
  const tp = useTranslations('unitPricing');
  const format = useFormatter();
  const [editing, setEditing] = useState(false);
  const price = booking.price;
  return (
    <Card data-testid="booking-price">
      <CardHeader>
        <CardTitle>{t('agreedPrice')}</CardTitle>
        {price ? (
          <CardDescription>
            {t('agreedPriceHint', {
              date: format.dateTime(new Date(price.quoted_at), DATE.moment),
            })}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {price ? (
          <PriceBreakdown
            base={price.base}
            lines={price.lines
              .filter((l) => l.kind !== 'BASE')
              .map((l) => ({
                key: `${l.kind}-${l.id}`,
                label: l.description ?? (l.kind === 'DISCOUNT' ? tp('discount') : tp('option')),
                signed: l.amount,
              }))}
            total={price.total}
            totalLabel={t('agreedTotal')}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('noAgreedPrice')}</p>
        )}
        {editable && price && !editing ? (
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => setEditing(true)}
          >
            <Calculator aria-hidden />
            {t('changeConditions')}
          </Button>
        ) : null}
        {editable && price && editing ? (
          <ChangeConditions booking={booking} onDone={() => setEditing(false)} />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The unit's calculator with the booking's choice ticked; saving sends it to bookings.update. */
function ChangeConditions({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const t = useTranslations('bookings.card');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const unit = useQuery(trpc.units.get.queryOptions({ id: booking.unit }));
  const chosen = [...(booking.price?.discounts ?? []), ...(booking.price?.options ?? [])];
  const pricing = useUnitPricing(
    { id: booking.unit, price: unit.data?.price ?? booking.price?.total ?? null },
    chosen,
  );
  const save = useMutation(trpc.bookings.update.mutationOptions());
  const onSave = async () => {
    setError(null);
    try {
      const { discounts, options } = pricing.request;
      await save.mutateAsync({ id: booking.id, discounts, options });
      await queryClient.invalidateQueries({ queryKey: trpc.bookings.get.pathKey() });
      toast({ tone: 'success', title: t('conditionsSaved') });
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <section className="grid gap-3 border-t pt-4" aria-label={t('changeConditions')}>
      <p className="text-xs text-muted-foreground">{t('changeConditionsHint')}</p>
      {error ? <FormError>{error}</FormError> : null}
      <PriceCalculator pricing={pricing} hasPrice />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {tc('cancel')}
        </Button>
        <Button
          onClick={() => void onSave()}
          disabled={save.isPending || Boolean(pricing.quote.error)}
        >
          {t('saveConditions')}
        </Button>
      </div>
    </section>
  );
}
