'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  DateTimeField,
  GridFormError,
  InputField,
  ResetSaveFooter,
} from '~/components/forms/fields';
import { CardContent } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { Textarea } from '~/components/ui/textarea';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';
import { CustomerFields } from './customer-fields';
import { CUSTOMER_FIELDS, customerFormValues } from './customer-values';
import type { UpdateBookingValues as Values, UpdateRequest as Request } from './form-resolvers';
import { ResponsibleField } from './responsible-field';

/** updateBookingInput, downloaded with zod when the form first validates. */
const resolver = lazyResolver<Values, Request>(() =>
  import('./form-resolvers').then((m) => m.updateBooking),
);
const FIELDS = ['crm_deal_id', 'expiration_date', 'comment', 'responsible'] as const;

const defaultsOf = (b: Booking): Values => ({
  id: b.id,
  comment: b.comment ?? '',
  crm_deal_id: b.crm_deal_id ?? '',
  expiration_date: b.expiration_date,
  responsible: b.responsible,
  customer: customerFormValues(b.customer),
});

/** `bookings.update` for a live booking: only the fields the user changed are sent. */
export function EditBookingForm({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.edit');
  const trpc = useTRPC();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const defaults = defaultsOf(booking);
  const form = useForm<Values, unknown, Request>({
    resolver,
    defaultValues: defaults,
  });
  const formApiError = useFormApiError(form.setError, [...FIELDS, ...CUSTOMER_FIELDS]);
  const { errors, isDirty, dirtyFields } = form.formState;
  const save = useMutation(trpc.bookings.update.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changed: Partial<Request> = Object.fromEntries(
      FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]),
    );
    // The customer goes whole (or null: every field blanked) when any of its fields changed.
    if (dirtyFields.customer) changed.customer = values.customer;
    try {
      await save.mutateAsync({ ...changed, id: booking.id });
      form.reset(form.getValues());
      await refresh();
      toast({ tone: 'success', title: t('saved', { number: booking.number }) });
    } catch (e) {
      setFormError(formApiError(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <GridFormError message={formError} />
        <InputField
          label={t('crm')}
          error={errors.crm_deal_id?.message}
          {...form.register('crm_deal_id')}
          autoComplete="off"
        />
        <DateTimeField
          control={form.control}
          name="expiration_date"
          label={t('expiration')}
          error={errors.expiration_date?.message}
          min={new Date()}
        />
        <ResponsibleField
          control={form.control}
          name="responsible"
          label={t('responsible')}
          error={errors.responsible?.message}
          className="sm:col-span-2"
          current={{ id: booking.responsible, name: booking.responsible_name }}
        />
        <Field label={t('comment')} error={errors.comment?.message} className="sm:col-span-2">
          {(c) => <Textarea {...c} {...form.register('comment')} maxLength={255} />}
        </Field>
        <CustomerFields
          register={(field) => form.register(`customer.${field}`)}
          errors={errors.customer}
          className="sm:col-span-2 sm:grid-cols-2"
        />
      </CardContent>
      <ResetSaveFooter
        dirty={isDirty}
        pending={save.isPending}
        onReset={() => {
          form.reset(defaults);
          setFormError(null);
        }}
        resetLabel={t('reset')}
        saveLabel={t('save')}
      />
    </form>
  );
}
