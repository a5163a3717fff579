import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { BookingDetails } from '~/components/bookings/booking-details';
import { DealStepperSlot } from '~/components/deals/deal-stepper-slot';
import { BookingDocumentsSlot } from '~/components/documents/booking-documents-slot';
import { BookingScheduleSlot } from '~/components/documents/booking-schedule-slot';
import { PaymentPanelSlot } from '~/components/payments/payment-panel-slot';
import { requireMe } from '~/server/caller';
import { listRegions } from '~/server/regions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('bookings.card'))('metaTitle') };
}

export default async function BookingPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, regions, me] = await Promise.all([params, listRegions(), requireMe()]);
  return (
    <BookingDetails
      id={id}
      regions={regions}
      extra={
        <>
          <DealStepperSlot />
          <PaymentPanelSlot />
          {can(me.roles, 'documents.create') ? <BookingScheduleSlot /> : null}
          {can(me.roles, 'documents.read') ? <BookingDocumentsSlot /> : null}
        </>
      }
    />
  );
}
