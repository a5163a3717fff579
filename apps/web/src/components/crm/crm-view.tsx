'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Alert } from '~/components/ui/alert';
import { useTRPC } from '~/trpc/client';
import { ConnectForm } from './connect-form';
import { ConnectionCard } from './connection-card';
import type { CrmSettings } from './model';
import { OutboxView } from './outbox-view';
import { StageMap } from './stage-map';
import { WebhookAddress } from './webhook-address';

/**
 * The CRM screen: the connection (state, masked key, test), a new key, the address for the CRM's
 * webhooks, the stage map and the outbox. Without CRM_PROVIDER only how to turn it on.
 */
export function CrmView({ initial }: { initial: CrmSettings }) {
  const t = useTranslations('integrations.crm');
  const trpc = useTRPC();
  const { data: settings = initial } = useQuery({
    ...trpc.crm.settings.queryOptions({}),
    initialData: initial,
    refetchInterval: 30_000,
  });
  const { provider } = settings;

  if (provider === 'NONE')
    return (
      <Alert tone="info" data-testid="crm-not-configured">
        <strong className="font-semibold">{t('notConfigured.title')}</strong>
        <span className="break-words">{t('notConfigured.text')}</span>
      </Alert>
    );

  return (
    <div className="grid gap-6">
      {/* minmax(0, …): a long unbroken answer of the CRM wraps instead of widening the page. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ConnectionCard settings={settings} provider={provider} />
        <ConnectForm provider={provider} />
      </div>
      <WebhookAddress provider={provider} url={settings.webhook_url} />
      <StageMap settings={settings} provider={provider} />
      <OutboxView failed={settings.outbox.failed} />
    </div>
  );
}
