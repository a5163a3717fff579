'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '~/components/forms/input-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import type { ManagerValues } from './manager';

/**
 * The manager printed in a document's header (both forms): prefilled from the signed-in user's
 * profile, editable for this document only.
 */
export function ManagerFields({
  register,
  errors,
}: {
  register: (field: keyof ManagerValues) => UseFormRegisterReturn;
  errors: FieldErrors<ManagerValues> | undefined;
}) {
  const t = useTranslations('documents.manager');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <InputField
          label={t('name')}
          error={errors?.name?.message}
          {...register('name')}
          autoComplete="name"
        />
        <InputField
          label={t('phone')}
          error={errors?.phone?.message}
          {...register('phone')}
          type="tel"
          autoComplete="tel"
        />
        <InputField
          label={t('email')}
          error={errors?.email?.message}
          {...register('email')}
          type="email"
          autoComplete="email"
        />
      </CardContent>
    </Card>
  );
}
