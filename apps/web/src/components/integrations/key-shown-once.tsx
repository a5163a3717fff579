'use client';

import { useTranslations } from 'next-intl';
import { ShownOnceDialog } from '~/components/common/shown-once-dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';

/** A new API key, shown once (after `apiKeys.create`), with a copy button. */
export function KeyShownOnce({ control, apiKey }: { control: DialogControl; apiKey: string }) {
  const t = useTranslations('integrations.apiKeys.shown');
  const texts = {
    title: t('title'),
    description: t('hint'),
    label: t('label'),
    once: t('once'),
    copy: t('copy'),
    copied: t('copied'),
    copyFailed: t('copyFailed'),
    done: t('done'),
  };
  return <ShownOnceDialog control={control} value={apiKey} texts={texts} testId="api-key" />;
}
