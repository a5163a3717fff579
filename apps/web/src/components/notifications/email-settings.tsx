'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NOTIFICATION_KINDS, type NotificationEmailSettings } from '@app/validators';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { CheckboxField } from '~/components/ui/checkbox';
import { useToast } from '~/components/ui/toast';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';

/**
 * The profile's per-kind e-mail switches: `settings.notifications` (a kind set to false is not
 * e-mailed; the notification in the app stays). Saved on each change, the whole object at once.
 */
export function NotificationEmailSettingsCard({ initial }: { initial: NotificationEmailSettings }) {
  const t = useTranslations('notifications');
  const trpc = useTRPC();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [value, setValue] = useState<NotificationEmailSettings>(initial);
  const save = useMutation(trpc.users.updateMe.mutationOptions());

  async function change(kind: (typeof NOTIFICATION_KINDS)[number], on: boolean) {
    const next = { ...value, [kind]: on };
    setValue(next);
    try {
      await save.mutateAsync({ settings: { notifications: next } });
      toast({ tone: 'success', title: t('email.saved') });
    } catch (e) {
      setValue(value);
      toast({ tone: 'error', title: errorMessage(e) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('email.heading')}</CardTitle>
        <CardDescription>{t('email.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid gap-2 sm:grid-cols-2" data-testid="notification-email-settings">
          {NOTIFICATION_KINDS.map((kind) => (
            <CheckboxField
              key={kind}
              label={t(`kindNames.${kind}`)}
              checked={value[kind] !== false}
              onCheckedChange={(on) => void change(kind, on)}
              disabled={save.isPending}
            />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
