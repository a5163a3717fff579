'use client';

import { useTranslations } from 'next-intl';
import { ShownOnceDialog } from '~/components/common/shown-once-dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';

/**
 * A signing secret, shown once (after `webhookEndpoints.create` or `.rotateSecret`), with a copy
 * button and, after a rotation, that the old one signs for 24 hours more.
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
  const texts = {
    title: rotated ? t('rotatedTitle') : t('createdTitle'),
    description: rotated ? t('overlap') : t('createdHint'),
    label: t('label'),
    once: t('once'),
    copy: t('copy'),
    copied: t('copied'),
    copyFailed: t('copyFailed'),
    done: t('done'),
  };
  return <ShownOnceDialog control={control} value={secret} texts={texts} testId="webhook-secret" />;
}
