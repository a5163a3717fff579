'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { updateBookingInput } from '@app/validators';
import type { z } from 'zod';
import { FormError } from '~/components/auth/form-error';
import { useViewer } from '~/components/me-context';
import { Button } from '~/components/ui/button';
import { CardContent, CardFooter } from '~/components/ui/card';
import { DateTimeInput } from '~/components/ui/date-time-input';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { useToast } from '~/components/ui/toast';
import { applyFieldErrors, readApiError, useApiErrorMessage } from '~/lib/api-error';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';
import { useRefreshBookings } from './use-refresh-bookings';
import { useUserNames } from './use-user-names';

type Values = z.input<typeof updateBookingInput>;
const FIELDS = ['crm_deal_id', 'expiration_date', 'comment', 'responsible'] as const;

const defaultsOf = (b: Booking): Values => ({
  id: b.id,
  comment: b.comment ?? '',
  crm_deal_id: b.crm_deal_id ?? '',
  expiration_date: new Date(b.expiration_date).toISOString(),
  responsible: b.responsible,
});

/** Op 12 for a live booking: only the fields the user changed are sent. */
export function EditBookingForm({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.edit');
  const viewer = useViewer();
  const people = useUserNames();
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const defaults = defaultsOf(booking);
  const form = useForm<Values>({
    resolver: zodResolver(updateBookingInput, undefined, { raw: true }),
    defaultValues: defaults,
  });
  const { errors, isDirty, dirtyFields } = form.formState;
  const save = useMutation(trpc.bookings.update.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changed = Object.fromEntries(
      FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]),
    );
    try {
      await save.mutateAsync({ id: booking.id, ...changed });
      form.reset(values);
      await refresh();
      toast({ tone: 'success', title: t('saved', { number: booking.number }) });
    } catch (e) {
      if (!applyFieldErrors(readApiError(e).fieldErrors, form.setError, FIELDS))
        setFormError(errorMessage(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {formError ? (
          <div className="sm:col-span-2">
            <FormError>{formError}</FormError>
          </div>
        ) : null}
        <Field label={t('crm')} error={errors.crm_deal_id?.message}>
          {(c) => <Input {...c} {...form.register('crm_deal_id')} autoComplete="off" />}
        </Field>
        <Field label={t('expiration')} error={errors.expiration_date?.message}>
          {(c) => (
            <Controller
              control={form.control}
              name="expiration_date"
              render={({ field }) => (
                <DateTimeInput
                  {...c}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={new Date()}
                />
              )}
            />
          )}
        </Field>
        {viewer.isStaff ? (
          <Field
            label={t('responsible')}
            error={errors.responsible?.message}
            className="sm:col-span-2"
          >
            {(c) => (
              <Controller
                control={form.control}
                name="responsible"
                render={({ field }) => (
                  <Select
                    {...c}
                    value={field.value}
                    onValueChange={field.onChange}
                    options={people.options}
                  />
                )}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('comment')} error={errors.comment?.message} className="sm:col-span-2">
          {(c) => <Textarea {...c} {...form.register('comment')} maxLength={255} />}
        </Field>
      </CardContent>
      <CardFooter>
        <Button
          variant="secondary"
          disabled={!isDirty || save.isPending}
          onClick={() => {
            form.reset(defaults);
            setFormError(null);
          }}
        >
          {t('reset')}
        </Button>
        <Button type="submit" disabled={!isDirty || save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('save')}
        </Button>
      </CardFooter>
    </form>
  );
}
