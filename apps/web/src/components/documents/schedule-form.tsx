'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CalendarRange } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';
import { DocumentForm } from './document-form';
import type { ManagerValues } from './manager';
import { BoundCheckboxField } from '~/components/forms/fields';
import { ManagerFields } from './manager-fields';
import { ScheduleGenerator } from './schedule-generator';
import { followTotals, sumPayments, type ScheduleBasis } from './schedule-model';
import { ScheduleRows } from './schedule-rows';
import { useScheduleStart } from './schedule-start';
import { ScheduleSubject, useScheduleSubject } from './schedule-subject';
import { ScheduleTotals, type ScheduleOffice } from './schedule-totals';
import { SCHEDULE_FIELDS, type ScheduleRow, type ScheduleValues } from './schedule-values';
import { useIssueDocument } from './use-issue-document';

/** paymentScheduleInput, downloaded with zod when the form first validates. */
const resolver = lazyResolver<ScheduleValues, ScheduleValues>(() =>
  import('./resolvers').then((m) => m.schedule),
);
const NO_ROWS: ScheduleRow[] = [];

/**
 * `documents.paymentSchedule`: the payment schedule. Rows are generated (equal payments, or an
 * annuity at a rate) and then edited, or typed by hand; the totals follow them until typed; then
 * its Download.
 */
export function ScheduleForm({
  manager,
  offices,
  subject: initial = {},
}: {
  manager: ManagerValues;
  offices: ScheduleOffice[];
  /** What the page was opened for (`?unit=`, `?booking=`). */
  subject?: { unit?: string; booking?: string };
}) {
  const t = useTranslations('documents.schedule');
  const trpc = useTRPC();
  const form = useForm<ScheduleValues>({
    resolver,
    defaultValues: {
      items: [],
      manager,
      summary: 0,
      range: 0,
      percent: 0,
      office: undefined,
      unit: initial.unit,
      booking: initial.booking,
      customer: { name: '', phone: '', email: '' },
    },
  });
  const subject = useScheduleSubject(form);
  const waiting = Boolean(form.watch('booking')) && !subject.booking && !subject.bookingMissing;
  const start = useScheduleStart(subject.unit, subject.booking, waiting);
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' }) ?? NO_ROWS;
  const sum = useMemo(() => sumPayments(items), [items]);
  const [follow, setFollow] = useState(true);
  const [basis, setBasis] = useState<ScheduleBasis | null>(null);
  const { setValue } = form;

  useEffect(() => {
    if (!follow) return;
    const totals = followTotals(items, basis);
    setValue('summary', totals.summary);
    // The input's `range` field is the overpayment.
    if (totals.overpayment !== undefined) setValue('range', totals.overpayment);
    if (totals.percent !== undefined) setValue('percent', totals.percent);
  }, [items, follow, basis, setValue]);

  const { issuing, submit } = useIssueDocument(
    useMutation(trpc.documents.paymentSchedule.mutationOptions()),
    form.setError,
    SCHEDULE_FIELDS,
  );

  const main = (
    <Card>
      <CardHeader>
        <CardTitle>{t('rows.title', { count: rows.fields.length })}</CardTitle>
        <CardDescription>{t('rows.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 *:min-w-0">
        <ScheduleGenerator
          hasRows={rows.fields.length > 0}
          unit={start}
          onGenerated={(generated, by) => {
            rows.replace(generated);
            setBasis(by);
            setFollow(true);
          }}
        />
        <ScheduleRows form={form} rows={rows} sum={sum} />
        <BoundCheckboxField control={form.control} name="show_area" label={t('showArea')} />
      </CardContent>
    </Card>
  );

  return (
    <DocumentForm
      label={t('formLabel')}
      onSubmit={form.handleSubmit(submit)}
      main={main}
      aside={
        <>
          <ScheduleSubject form={form} subject={subject} />
          <ScheduleTotals
            form={form}
            offices={offices}
            sum={sum}
            follow={follow}
            onFollow={setFollow}
          />
          <ManagerFields
            register={(field) => form.register(`manager.${field}`)}
            errors={form.formState.errors.manager}
          />
        </>
      }
      issuing={issuing}
      submit={{ label: t('submit'), icon: <CalendarRange aria-hidden /> }}
      issuedTitle={t('issued')}
    />
  );
}
