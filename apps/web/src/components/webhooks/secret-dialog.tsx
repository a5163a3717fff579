'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, Copy } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';

/**
 * A signing secret, shown once (after `webhookEndpoints.create` or `.rotateSecret`): the value
 * with a copy button, that it will not be shown again and, after a rotation, that the old one
 * signs for 24 hours more. A click outside does not close it (the secret would be lost).
 */
export function SecretDialog({
  control,
  secret,
  rotated,
}: {
  control: DialogControl;
  secret: string;
  rotated: boolean;
}) {
  const t = useTranslations('webhooks.endpoints.secret');
  const tc = useTranslations('common');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={rotated ? t('rotatedTitle') : t('createdTitle')}
        description={rotated ? t('overlap') : t('createdHint')}
        closeLabel={tc('close')}
        onInteractOutside={(e) => e.preventDefault()}
        data-testid="webhook-secret"
      >
        <div className="grid gap-4 px-5 py-5 sm:px-6">
          <Alert tone="warning">
            <strong className="font-semibold">{t('once')}</strong>
          </Alert>
          <div className="grid gap-1.5">
            <span id="webhook-secret-label" className="text-sm font-medium">
              {t('label')}
            </span>
            <div className="flex items-stretch gap-2">
              <code
                aria-labelledby="webhook-secret-label"
                className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
                data-testid="webhook-secret-value"
              >
                {secret}
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
