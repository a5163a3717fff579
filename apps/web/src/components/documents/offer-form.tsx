'use client';

import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FileText } from 'lucide-react';
import { BoundCheckboxField } from '~/components/forms/fields';
import { InputField } from '~/components/forms/input-field';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { customerFormValues } from '~/components/bookings/customer-values';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';
import { DocumentForm } from './document-form';
import { blankToUndefined, type ManagerValues } from './manager';
import { ManagerFields } from './manager-fields';
import { blankUnit, OFFER_FIELDS, type OfferValues } from './offer-values';
import { OfferUnits } from './offer-units';
import { useIssueDocument } from './use-issue-document';
import { useOfferUnits } from './use-offer-units';

/** commercialOfferInput, downloaded with zod when the form first validates. */
const resolver = lazyResolver<OfferValues, OfferValues>(() =>
  import('./resolvers').then((m) => m.offer),
);

/**
 * `documents.commercialOffer`: the commercial offer for the chosen units (`unitIds`: those the page
 * was opened with), the customer (prefilled when opened from a booking), and the manager
 * prefilled from the signed-in user; then its Download.
 */
export function OfferForm({
  manager,
  unitIds,
  customer: initial = null,
  coBuyers = [],
  booking,
}: {
  manager: ManagerValues;
  unitIds: string[];
  /** Opened from a booking: its unit's price is the booking's agreed price. */
  booking?: { id: string; unit: string };
  customer?: { name: string; phone: string; email: string | null } | null;
  /** The booking's co-buyers: printed on the offer beside the customer. */
  coBuyers?: { name: string; phone: string; email: string | null }[];
}) {
  const prefill = customerFormValues(initial);
  const t = useTranslations('documents.offer');
  const trpc = useTRPC();
  const units = useOfferUnits(unitIds);
  const form = useForm<OfferValues>({
    resolver,
    defaultValues: {
      units: unitIds.map((u) =>
        booking?.unit === u ? { ...blankUnit(u), booking: booking.id } : blankUnit(u),
      ),
      manager,
      name: prefill.name,
      phone: prefill.phone,
      email: prefill.email || undefined,
      agency_name: undefined,
      show_developer: true,
      co_buyers: coBuyers.map(({ name, phone, email }) => ({ name, phone, email })),
    },
  });
  const { errors } = form.formState;
  const { issuing, submit } = useIssueDocument(
    useMutation(trpc.documents.commercialOffer.mutationOptions()),
    form.setError,
    OFFER_FIELDS,
  );

  const customer = (
    <Card>
      <CardHeader>
        <CardTitle>{t('customer.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <InputField
          label={t('customer.name')}
          error={errors.name?.message}
          {...form.register('name')}
          autoComplete="off"
        />
        <InputField
          label={t('customer.phone')}
          hint={t('customer.phoneHint')}
          error={errors.phone?.message}
          {...form.register('phone')}
          type="tel"
          inputMode="tel"
          placeholder="+7 999 123-45-67"
          autoComplete="off"
        />
        <InputField
          label={t('customer.email')}
          error={errors.email?.message}
          {...form.register('email', { setValueAs: blankToUndefined })}
          type="email"
          autoComplete="off"
        />
        <InputField
          label={t('customer.agency')}
          error={errors.agency_name?.message}
          {...form.register('agency_name', { setValueAs: blankToUndefined })}
          autoComplete="organization"
        />
        {coBuyers.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('customer.coBuyers', { names: coBuyers.map((c) => c.name).join(', ') })}
          </p>
        ) : null}
        <BoundCheckboxField
          control={form.control}
          name="show_developer"
          label={t('customer.showDeveloper')}
          description={t('customer.showDeveloperHint')}
        />
      </CardContent>
    </Card>
  );

  return (
    <DocumentForm
      label={t('formLabel')}
      onSubmit={form.handleSubmit(submit)}
      main={
        <OfferUnits
          control={form.control}
          register={form.register}
          errors={errors.units}
          units={units}
        />
      }
      aside={
        <>
          {customer}
          <ManagerFields
            register={(field) => form.register(`manager.${field}`)}
            errors={errors.manager}
          />
        </>
      }
      issuing={issuing}
      submit={{ label: t('submit'), icon: <FileText aria-hidden /> }}
      issuedTitle={t('issued')}
    />
  );
}
