'use client';

import { useTranslations } from 'next-intl';
import { Building2, CalendarCheck, FileText } from 'lucide-react';
import { formatPhone } from '@app/validators/phone';
import { useUnitLabel } from '~/lib/format';
import { cn } from '~/lib/utils';
import type { SearchOption } from './search-results';

const ICONS = { units: Building2, bookings: CalendarCheck, documents: FileText } as const;

/**
 * One result: enough to tell it apart (a unit's number, code and building; a booking's number, customer
 * and status; a document's number and kind). An option of the listbox: the pointer highlights and
 * chooses it; it never takes the focus (that stays in the search box).
 */
export function SearchOptionView({
  id,
  option,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  option: SearchOption;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const t = useTranslations('search');
  const unitStatus = useTranslations('unitStatus');
  const bookingStatus = useTranslations('bookingStatus');
  const kinds = useTranslations('documents.list.kind');
  const label = useUnitLabel();
  const Icon = ICONS[option.group];
  let title: string;
  let detail: string;
  let badge: string | null = null;
  if (option.group === 'units') {
    const u = option.item;
    title = label(u);
    detail = t('unitLine', { building: u.building, complex: u.complex });
    badge = unitStatus(u.status);
  } else if (option.group === 'bookings') {
    const b = option.item;
    title = t('booking', { number: b.number });
    const unit = b.unit_code ? label({ code: b.unit_code, number: b.unit_number }) : null;
    const customer = b.customer
      ? `${b.customer.name}, ${formatPhone(b.customer.phone)}`
      : t('noCustomer');
    detail = [customer, unit].filter(Boolean).join(' · ');
    badge = bookingStatus(b.status);
  } else {
    const d = option.item;
    title = d.number;
    detail = [kinds(d.kind), d.customer_name].filter(Boolean).join(' · ');
  }
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
        active ? 'bg-muted' : null,
      )}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
      data-testid="search-option"
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{title}</span>
        <span className="text-xs break-words text-muted-foreground sm:truncate">{detail}</span>
      </span>
      {badge ? (
        <span className="shrink-0 rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
          {badge}
        </span>
      ) : null}
    </div>
  );
}
