'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, Copy } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';

/** The words of a value shown once: its label, the warning and the buttons. */
export interface ShownOnceTexts {
  title: string;
  description: string;
  label: string;
  once: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A credential shown once (an API key, a webhook secret): the value with a copy button and that it
 * will not be shown again. A click outside does not close it (the value would be lost). `testId`
 * names the dialog; its value is `<testId>-value`.
 */
export function ShownOnceDialog({
  control,
  value,
  texts,
  testId,
}: {
  control: DialogControl;
  value: string;
  texts: ShownOnceTexts;
  testId: string;
}) {
  const tc = useTranslations('common');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const labelId = `${testId}-label`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={texts.title}
        description={texts.description}
        closeLabel={tc('close')}
        onInteractOutside={(e) => e.preventDefault()}
        data-testid={testId}
      >
        <div className="grid gap-4 px-5 py-5 sm:px-6">
          <Alert tone="warning">
            <strong className="font-semibold">{texts.once}</strong>
          </Alert>
          <div className="grid gap-1.5">
            <span id={labelId} className="text-sm font-medium">
              {texts.label}
            </span>
            <div className="flex items-stretch gap-2">
              <code
                aria-labelledby={labelId}
                className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
                data-testid={`${testId}-value`}
              >
                {value}
              </code>
              <Button variant="secondary" onClick={() => void copy()} className="h-auto">
                {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied === 'yes' ? texts.copied : texts.copy}
              </Button>
            </div>
            <p role="status" className="text-xs text-muted-foreground">
              {copied === 'failed' ? texts.copyFailed : ''}
            </p>
          </div>
        </div>
        <div className="flex justify-end border-t bg-muted/40 px-5 py-3 sm:px-6">
          <DialogClose asChild>
            <Button>{texts.done}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
