'use client';

import { useTranslations } from 'next-intl';
import { ChevronRight } from 'lucide-react';
import { DateCell } from '~/components/data-table/cells';
import { focusRing } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { LinkStateBadge } from './link-state-badge';
import type { PaymentLink } from './use-payment-data';

/** The booking's earlier links (revoked or expired), folded away: a native, keyboard-ready disclosure. */
export function PreviousLinks({ links }: { links: PaymentLink[] }) {
  const t = useTranslations('paymentPanel');
  if (links.length === 0) return null;
  return (
    <details className="group" data-testid="previous-links">
      <summary
        className={cn(
          'inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
        {t('previousLinks', { count: links.length })}
      </summary>
      <ul className="mt-3 divide-y rounded-md border">
        {links.map((link) => (
          <li
            key={link.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2.5 text-sm"
          >
            <span className="min-w-0 font-mono text-xs [overflow-wrap:anywhere]">
              {link.short_url ?? t('link')}
            </span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <DateCell value={link.created_at} />
              <LinkStateBadge link={link} />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
