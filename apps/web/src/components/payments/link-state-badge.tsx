'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '~/components/ui/badge';
import { LINK_STATE_VARIANT, linkStateTime, type LinkLike } from './link-state';
import { DATE } from '~/lib/date-formats';

/** "Active", "Opened 25 Nov 2026, 10:04", "Revoked …", "Expired". */
export function LinkStateBadge({ link }: { link: LinkLike }) {
  const t = useTranslations('paymentPanel.state');
  const format = useFormatter();
  const at = linkStateTime(link);
  const time = at ? format.dateTime(new Date(at), DATE.moment) : '';
  return (
    <Badge
      variant={LINK_STATE_VARIANT[link.state]}
      data-testid="link-state"
      data-state={link.state}
    >
      {t(link.state, { time })}
    </Badge>
  );
}
