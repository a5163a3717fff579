'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, Copy } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import type { LiveProvider } from './model';

/** Where the CRM sends its webhooks, with a copy button and where to paste it in the CRM. */
export function WebhookAddress({ provider, url }: { provider: LiveProvider; url: string | null }) {
  const t = useTranslations('integrations.crm.webhook');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('heading')}</CardTitle>
        <CardDescription>{t(provider)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1.5">
        {url ? (
          <>
            <span id="crm-webhook-label" className="text-sm font-medium">
              {t('label')}
            </span>
            <div className="flex items-stretch gap-2">
              <code
                aria-labelledby="crm-webhook-label"
                className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all select-all"
                data-testid="crm-webhook-url"
              >
                {url}
              </code>
              <Button variant="secondary" onClick={() => void copy(url)} className="h-auto">
                {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied === 'yes' ? t('copied') : t('copy')}
              </Button>
            </div>
            <p role="status" className="text-xs text-muted-foreground">
              {copied === 'failed' ? t('copyFailed') : ''}
            </p>
          </>
        ) : (
          <Alert tone="warning">{t('missing')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
