'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { QrCode as QrIcon } from 'lucide-react';
import { DateCell } from '~/components/data-table/cells';
import { Button } from '~/components/ui/button';
import { CopyField } from './copy-field';
import { isLiveLink } from './link-state';
import { LinkStateBadge } from './link-state-badge';
import { QrCode } from './qr-code';
import { SendLinkAction } from './send-link-action';
import type { PaymentLink } from './use-payment-data';

/**
 * The booking's newest link: its state and term; while the customer can pay by it, the amount it
 * charges, both addresses to copy and its QR code, otherwise only its short address (nothing
 * invites sending it again). A viewer who may not send links gets no address at all.
 */
export function CurrentLink({ link, amount }: { link: PaymentLink; amount: string | null }) {
  const t = useTranslations('paymentPanel');
  const [qr, setQr] = useState(false);
  const id = useId();
  const live = isLiveLink(link);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-testid="current-link">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            {t('link')}
          </h3>
          <LinkStateBadge link={link} />
        </div>
        {live ? (
          <p className="text-sm text-muted-foreground">
            {amount ? (
              <>
                <span data-testid="link-amount" className="font-medium text-foreground">
                  {t('linkCharges', { amount })}
                </span>
                {' · '}
              </>
            ) : null}
            {t('validUntil')} <DateCell value={link.exp_date} />
          </p>
        ) : null}
      </div>
      {/* Read-only viewers get no addresses (the token is a credential): state and term only. */}
      {link.url === null || link.short_url === null ? null : live ? (
        <>
          <div className="grid gap-3">
            <CopyField label={t('shortUrl')} value={link.short_url} testId="link-short-url" />
            <CopyField label={t('url')} value={link.url} testId="link-url" />
          </div>
          <div className="grid justify-items-start gap-3">
            <SendLinkAction link={link} />
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              aria-expanded={qr}
              aria-controls={qr ? `${id}-qr` : undefined}
              onClick={() => setQr((shown) => !shown)}
            >
              <QrIcon aria-hidden />
              {qr ? t('hideQr') : t('showQr')}
            </Button>
            {qr ? <QrCode id={`${id}-qr`} value={link.short_url} /> : null}
          </div>
        </>
      ) : (
        <p
          className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]"
          data-testid="link-short-url"
        >
          {link.short_url}
        </p>
      )}
    </section>
  );
}
