'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { PlugZap } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { PendingButton } from '~/components/ui/pending-button';
import { useToast } from '~/components/ui/toast';
import { DATE } from '~/lib/date-formats';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { connectionState, CREDENTIAL_VARIABLE, type CrmSettings, type LiveProvider } from './model';

const STATE_VARIANT = { connected: 'success', refused: 'danger', missing: 'warning' } as const;

/** The provider, its state (a refused key: when and what the CRM said), the masked key, the test. */
export function ConnectionCard({
  settings: s,
  provider,
}: {
  settings: CrmSettings;
  provider: LiveProvider;
}) {
  const t = useTranslations('integrations.crm');
  const format = useFormatter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const test = useMutation(trpc.crm.test.mutationOptions());
  const state = connectionState(s);
  const name = t(`providers.${provider}`);

  async function run() {
    try {
      const { account } = await test.mutateAsync({});
      toast({ tone: 'success', title: t('connection.tested'), description: account });
    } catch (e) {
      toast({ tone: 'error', title: errorMessage(e) });
    }
    // A success may end a wait for credentials: the pipelines and the outbox read again too.
    await queryClient.invalidateQueries({ queryKey: trpc.crm.pathKey() });
  }

  return (
    <Card data-testid="crm-connection" className="[overflow-wrap:anywhere]">
      <CardHeader>
        <CardTitle>{t('connection.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {s.auth_failed_at ? (
          <Alert tone="error" role="alert" data-testid="crm-auth-error">
            {t('connection.refused', {
              provider: name,
              date: format.dateTime(new Date(s.auth_failed_at), DATE.moment),
              error: s.auth_error ?? '',
            })}
          </Alert>
        ) : null}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
          <dt className="text-muted-foreground">{t('connection.provider')}</dt>
          <dd className="font-medium" data-testid="crm-provider">
            {name}
          </dd>
          <dt className="text-muted-foreground">{t('connection.state')}</dt>
          <dd>
            <Badge variant={STATE_VARIANT[state]} data-testid="crm-state" data-state={state}>
              {t(`connection.states.${state}`)}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">{t('connection.credential')}</dt>
          <dd className="grid gap-0.5">
            {s.credential ? (
              <code className="font-mono text-xs break-all" data-testid="crm-credential">
                {s.credential}
              </code>
            ) : (
              <span className="text-muted-foreground">{t('connection.credentialNone')}</span>
            )}
            {s.credential_source ? (
              <span className="text-xs text-muted-foreground">
                {t(`connection.source.${s.credential_source}`, {
                  variable: CREDENTIAL_VARIABLE[provider],
                })}
              </span>
            ) : null}
          </dd>
          <dt className="text-muted-foreground">{t('connection.outbox')}</dt>
          <dd className="tabular-nums">
            {t('connection.outboxCounts', { pending: s.outbox.pending, failed: s.outbox.failed })}
          </dd>
        </dl>
      </CardContent>
      <CardFooter className="justify-start">
        <PendingButton
          variant="secondary"
          pending={test.isPending}
          disabled={!s.credential}
          icon={<PlugZap aria-hidden />}
          onClick={() => void run()}
        >
          {t('connection.test')}
        </PendingButton>
      </CardFooter>
    </Card>
  );
}
