import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingDetails } from '~/components/bookings/booking-details';
import { PaymentPanelSlot } from '~/components/payments/payment-panel-slot';
import { listRegions } from '~/server/regions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('bookings.card'))('metaTitle') };
}

export default async function BookingPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, regions] = await Promise.all([params, listRegions()]);
  return <BookingDetails id={id} regions={regions} extra={<PaymentPanelSlot />} />;
}
