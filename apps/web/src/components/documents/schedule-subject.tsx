'use client';

import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { customerFormValues } from '~/components/bookings/customer-values';
import { InputField } from '~/components/forms/input-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useValidationMessage } from '~/lib/use-validation-message';
import { useTRPC } from '~/trpc/client';
import { RemoveButton } from './remove-button';
import type { ScheduleValues } from './schedule-values';
import { UnitSearch } from './unit-search';
import { useOfferUnits, type OfferUnit } from './use-offer-units';

/**
 * The unit and booking the schedule is for, as the form holds them: the booking (`?booking=`, read
 * with bookings.get under the caller's access rules) brings its unit; the unit (`?unit=` or the
 * search) is read with units.list. `unit`: the unit, undefined while loading or when none.
 */
export function useScheduleSubject(form: UseFormReturn<ScheduleValues>) {
  const trpc = useTRPC();
  const [unitId, bookingId] = useWatch({ control: form.control, name: ['unit', 'booking'] });
  const booking = useQuery({
    ...trpc.bookings.get.queryOptions({ id: bookingId ?? '' }),
    enabled: Boolean(bookingId),
    staleTime: Infinity,
    retry: false,
  });
  const ids = useMemo(() => (unitId ? [unitId] : []), [unitId]);
  const units = useOfferUnits(ids);
  const { setValue } = form;
  const bookingUnit = booking.data?.unit;
  // A booking names its unit: the form sends both, and the server checks they match.
  useEffect(() => {
    if (bookingUnit) setValue('unit', bookingUnit);
  }, [bookingUnit, setValue]);
  // And its customer, unless one was typed already.
  const bookingCustomer = booking.data?.customer;
  const { getValues } = form;
  useEffect(() => {
    const typed = getValues('customer');
    if (!bookingCustomer || typed?.name || typed?.phone || typed?.email) return;
    setValue('customer', customerFormValues(bookingCustomer));
  }, [bookingCustomer, getValues, setValue]);
  return {
    unitId,
    unit: unitId ? (units.find(unitId) ?? undefined) : undefined,
    booking: booking.data,
    bookingMissing: booking.isError,
    pick: (unit: OfferUnit) => {
      units.remember(unit);
      setValue('unit', unit.id);
    },
  };
}

type Subject = ReturnType<typeof useScheduleSubject>;
const NONE_CHOSEN: ReadonlySet<string> = new Set();

/**
 * "Who it is for": the booking and the unit (found by code or name), and the customer's name,
 * phone and e-mail, all optional; the PDF names what is filled in.
 */
export function ScheduleSubject({
  form,
  subject,
}: {
  form: UseFormReturn<ScheduleValues>;
  subject: Subject;
}) {
  const t = useTranslations('documents.schedule.subject');
  const translate = useValidationMessage();
  const { errors } = form.formState;
  const { unit, unitId, booking } = subject;
  const clear = (name: 'unit' | 'booking') =>
    form.setValue(name, undefined, { shouldValidate: form.formState.isSubmitted });
  const unitError = translate(errors.unit?.message ?? errors.booking?.message);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {booking ? (
          <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
            <span data-testid="schedule-booking">{t('booking', { number: booking.number })}</span>
            <RemoveButton
              label={t('removeBooking')}
              onClick={() => {
                clear('booking');
                clear('unit');
              }}
            />
          </div>
        ) : subject.bookingMissing ? (
          <p className="text-sm text-destructive" role="alert">
            {t('bookingMissing')}
          </p>
        ) : null}
        {unitId ? (
          <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
            <span data-testid="schedule-unit" className="min-w-0">
              {unit ? `${unit.code} · ${unit.name}` : t('loading')}
            </span>
            {booking ? null : (
              <RemoveButton label={t('removeUnit')} onClick={() => clear('unit')} />
            )}
          </div>
        ) : (
          <UnitSearch
            chosen={NONE_CHOSEN}
            onAdd={subject.pick}
            disabled={false}
            hint={t('unitHint')}
          />
        )}
        {unitError ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {unitError}
          </p>
        ) : null}
        <InputField
          label={t('customerName')}
          autoComplete="off"
          error={translate(errors.customer?.name?.message)}
          {...form.register('customer.name')}
        />
        <InputField
          label={t('customerPhone')}
          type="tel"
          autoComplete="off"
          error={translate(errors.customer?.phone?.message)}
          {...form.register('customer.phone')}
        />
        <InputField
          label={t('customerEmail')}
          type="email"
          autoComplete="off"
          error={translate(errors.customer?.email?.message)}
          {...form.register('customer.email')}
        />
      </CardContent>
    </Card>
  );
}
