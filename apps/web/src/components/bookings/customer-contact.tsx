import { formatPhone } from '@app/validators/phone';
import { Empty } from '~/components/data-table/cells';
import type { Booking } from './booking-query';

/**
 * The buyer on the booking card: the name, the phone as people read it (`+7 999 123-45-67`) as a
 * tel: link, the e-mail as a mailto: link. A read-only viewer gets the phone masked by the API
 * (`+7 999 ***-**-67`): shown as text, nothing to dial.
 */
export function CustomerContact({ customer }: { customer: Booking['customer'] }) {
  if (!customer) return <Empty />;
  const masked = customer.phone.includes('*');
  return (
    <span className="grid gap-0.5" data-testid="booking-customer">
      <span className="[overflow-wrap:anywhere]">{customer.name}</span>
      {masked ? (
        <span className="font-normal text-muted-foreground" data-testid="booking-customer-phone">
          {customer.phone}
        </span>
      ) : (
        <a
          href={`tel:${customer.phone}`}
          className="w-fit font-normal text-primary hover:underline"
          data-testid="booking-customer-phone"
        >
          {formatPhone(customer.phone)}
        </a>
      )}
      {customer.email ? (
        <a
          href={`mailto:${customer.email}`}
          className="w-fit font-normal text-primary [overflow-wrap:anywhere] hover:underline"
        >
          {customer.email}
        </a>
      ) : null}
    </span>
  );
}
