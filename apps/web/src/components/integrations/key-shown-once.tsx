'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, Copy } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';

/**
 * A new API key, shown once (after `apiKeys.create`): the value with a copy button and that it
 * will not be shown again. A click outside does not close it (the key would be lost).
 */
export function KeyShownOnce({ control, apiKey }: { control: DialogControl; apiKey: string }) {
  const t = useTranslations('integrations.apiKeys.shown');
  const tc = useTranslations('common');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={t('title')}
        description={t('hint')}
        closeLabel={tc('close')}
        onInteractOutside={(e) => e.preventDefault()}
        data-testid="api-key"
      >
        <div className="grid gap-4 px-5 py-5 sm:px-6">
          <Alert tone="warning">
            <strong className="font-semibold">{t('once')}</strong>
          </Alert>
          <div className="grid gap-1.5">
            <span id="api-key-label" className="text-sm font-medium">
              {t('label')}
            </span>
            <div className="flex items-stretch gap-2">
              <code
                aria-labelledby="api-key-label"
                className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
                data-testid="api-key-value"
              >
                {apiKey}
              </code>
              <Button variant="secondary" onClick={() => void copy()} className="h-auto">
                {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied === 'yes' ? t('copied') : t('copy')}
              </Button>
            </div>
            <p role="status" className="text-xs text-muted-foreground">
              {copied === 'failed' ? t('copyFailed') : ''}
            </p>
          </div>
        </div>
        <div className="flex justify-end border-t bg-muted/40 px-5 py-3 sm:px-6">
          <DialogClose asChild>
            <Button>{t('done')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
