'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { CalendarCheck } from 'lucide-react';
import { createBookingInput } from '@app/validators';
import type { z } from 'zod';
import { useViewer } from '~/components/common/me-context';
import { DateTimeField, InputField, SubmitButton } from '~/components/forms/fields';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { FormError } from '~/components/ui/form-error';
import { Textarea } from '~/components/ui/textarea';
import { useToast } from '~/components/ui/toast';
import type { UnitChoice } from '~/components/units/unit-card';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useMoney } from '~/lib/format';
import { readApiError } from '~/lib/api-error';
import { useIdempotencyKeys, withIdempotencyKey } from '~/lib/idempotency-key';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC, useTRPCClient } from '~/trpc/client';
import { BookingConflict } from './booking-conflict';
import { CustomerFields } from './customer-fields';
import {
  CUSTOMER_FIELDS,
  customerFormValues,
  customerRequest,
  type CustomerFormValues,
} from './customer-values';
import { resolverOver } from './form-resolvers';
import { ResponsibleField, useChoosesResponsible } from './responsible-field';
import { DATE } from '~/lib/date-formats';

type Request = z.input<typeof createBookingInput>;
type Values = Omit<Request, 'customer'> & { customer: CustomerFormValues };
const FIELDS = [
  'crm_deal_id',
  'expiration_date',
  'comment',
  'responsible',
  ...CUSTOMER_FIELDS,
] as const;

/** Optional text left blank is not sent at all, nor a customer with every field blank. */
const clean = ({ customer, ...values }: Values): Request => {
  const request = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== undefined),
  ) as unknown as Request;
  const c = customerRequest(customer);
  return c ? { ...request, customer: c } : request;
};

/** The procedure's schema over what would be sent (blank customer fields: no customer). */
const resolver = resolverOver<Values, Request>(
  zodResolver(createBookingInput, undefined, { raw: true }),
  clean,
);

/** `bookings.create` for one unit, validated by the procedure's own schema (createBookingInput). */
export function BookUnitForm({
  unit,
  choice,
  available,
  booked = false,
  onDone,
  onCancel,
}: {
  unit: { id: string; code: string };
  /** The conditions ticked in the card's price calculation: the booking's agreed price. */
  choice?: UnitChoice;
  /** False once the unit was taken (the card polls): the form can no longer be sent. */
  available: boolean;
  /** Held by a booking now (a queue to offer when this one loses the race); else off sale. */
  booked?: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('units.book');
  const tc = useTranslations('common');
  const viewer = useViewer();
  const choosesResponsible = useChoosesResponsible();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const format = useFormatter();
  const money = useMoney();
  const chosen = { discounts: choice?.discounts ?? [], options: choice?.options ?? [] };
  const [formError, setFormError] = useState<string | null>(null);
  // 409 UNIT_ALREADY_BOOKED: a colleague booked it first (the card's poll may not have seen it yet).
  const [lost, setLost] = useState(false);
  const taken = lost || !available;
  const form = useForm<Values, unknown, Request>({
    resolver,
    defaultValues: {
      unit: unit.id,
      comment: '',
      crm_deal_id: '',
      responsible: choosesResponsible ? viewer.id : undefined,
      customer: customerFormValues(null),
    },
  });
  const formApiError = useFormApiError(form.setError, FIELDS);
  const { errors } = form.formState;
  // A double click or a retried request books once: the same values carry the same key.
  const client = useTRPCClient();
  const keys = useIdempotencyKeys();
  const create = useMutation({
    mutationFn: (input: Request) =>
      client.bookings.create.mutate(input, withIdempotencyKey(keys.keyFor(input))),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { item } = await create.mutateAsync({ ...values, ...chosen });
      const booking = await queryClient.fetchQuery(trpc.bookings.get.queryOptions({ id: item.id }));
      await refresh();
      toast({
        tone: 'success',
        title: t('success', { number: booking.number }),
        description: t('successDetail', {
          code: unit.code,
          date: format.dateTime(new Date(booking.expiration_date), DATE.moment),
        }),
      });
      onDone();
    } catch (e) {
      const info = readApiError(e);
      if (info.appCode === 'UNIT_ALREADY_BOOKED' || info.appCode === 'UNIT_NOT_AVAILABLE')
        void refresh();
      if (info.appCode === 'UNIT_ALREADY_BOOKED') setLost(true);
      else setFormError(formApiError(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('title', { code: unit.code })}>
      <div className="grid gap-4">
        <h3 className="text-sm font-semibold">{t('title', { code: unit.code })}</h3>
        {formError ? <FormError>{formError}</FormError> : null}
        {choice?.total !== null && choice?.total !== undefined ? (
          <p className="grid gap-0.5 text-sm" data-testid="booking-agreed-price">
            <span className="font-semibold">
              {t('agreedPrice', { total: money(choice.total) })}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('agreedPriceHint', { count: chosen.discounts.length + chosen.options.length })}
            </span>
          </p>
        ) : null}
        {/* The buyer first: who the unit is held for, then the booking's own terms. */}
        <CustomerFields
          register={(field) => form.register(`customer.${field}`)}
          errors={errors.customer}
        />
        <ResponsibleField
          control={form.control}
          name="responsible"
          label={t('responsible')}
          error={errors.responsible?.message}
          current={{ id: viewer.id, name: viewer.name }}
        />
        <InputField
          label={t('crm')}
          error={errors.crm_deal_id?.message}
          hint={t('crmHint')}
          {...form.register('crm_deal_id')}
          autoComplete="off"
        />
        <DateTimeField
          control={form.control}
          name="expiration_date"
          label={t('expiration')}
          error={errors.expiration_date?.message}
          hint={t('expirationHint')}
          min={new Date()}
        />
        <Field label={t('comment')} error={errors.comment?.message}>
          {(c) => <Textarea {...c} {...form.register('comment')} maxLength={255} />}
        </Field>
        {taken ? (
          <BookingConflict
            unit={unit}
            booked={lost || booked}
            values={form.watch()}
            onQueued={onDone}
            onError={formApiError}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {tc('cancel')}
          </Button>
          <SubmitButton
            pending={create.isPending}
            disabled={taken}
            icon={<CalendarCheck aria-hidden />}
          >
            {t('submit')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
