'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { endpointState, type Endpoint } from './model';
import { DATE } from '~/lib/date-formats';

/**
 * On, turned off, or disabled by the system (5 days of failures, 410 Gone) with why and since
 * when: the last stands out (a red badge with an icon; `data-endpoint-disabled` marks its row).
 */
export function EndpointStatus({ endpoint }: { endpoint: Endpoint }) {
  const t = useTranslations('webhooks.endpoints.status');
  const format = useFormatter();
  const state = endpointState(endpoint);
  if (state === 'active') return <Badge variant="success">{t('active')}</Badge>;
  if (state === 'off') return <Badge variant="neutral">{t('off')}</Badge>;
  return (
    <div className="grid justify-items-end gap-1 sm:justify-items-start" data-endpoint-disabled>
      <Badge variant="danger" className="gap-1 whitespace-normal">
        <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
        {t(state)}
      </Badge>
      {endpoint.disabled_at ? (
        <span className="text-xs text-red-700">
          {t('since', {
            date: format.dateTime(new Date(endpoint.disabled_at), DATE.moment),
          })}
        </span>
      ) : null}
    </div>
  );
}
