'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Copy } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useToast } from '~/components/ui/toast';
import { copyText } from './clipboard';

/**
 * A read-only address with its Copy button. Where the browser will not copy, the address is
 * selected and the toast says how to copy it by hand.
 */
export function CopyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const t = useTranslations('paymentPanel');
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    if (await copyText(value)) {
      toast({ tone: 'success', title: t('copied') });
      return;
    }
    input.current?.focus();
    input.current?.select();
    toast({ tone: 'error', title: t('copyFailed'), description: t('copyFailedHint') });
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 bg-muted/40 font-mono text-xs"
        />
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={t('copyNamed', { name: label })}
        >
          <Copy aria-hidden />
          <span className="hidden sm:inline">{t('copy')}</span>
        </Button>
      </div>
    </div>
  );
}
