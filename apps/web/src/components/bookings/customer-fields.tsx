'use client';

import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '~/components/forms/input-field';
import { cn } from '~/lib/utils';

type Errors = { name?: FieldError; phone?: FieldError; email?: FieldError } | undefined;

/**
 * The buyer's name, phone and e-mail on the booking forms (create and edit), all blank for none;
 * the messages are the shared schema's (`customer` in @app/validators), in the interface language.
 */
export function CustomerFields({
  register,
  errors,
  className,
}: {
  register: (field: 'name' | 'phone' | 'email') => UseFormRegisterReturn;
  errors: Errors;
  className?: string;
}) {
  const t = useTranslations('bookings.customer');
  return (
    <fieldset className={cn('grid gap-4', className)}>
      <legend className="mb-2 text-sm font-semibold">{t('title')}</legend>
      <InputField
        label={t('name')}
        error={errors?.name?.message}
        className="sm:col-span-2"
        autoComplete="off"
        {...register('name')}
      />
      <InputField
        label={t('phone')}
        hint={t('phoneHint')}
        error={errors?.phone?.message}
        type="tel"
        inputMode="tel"
        placeholder="+7 999 123-45-67"
        autoComplete="off"
        {...register('phone')}
      />
      <InputField
        label={t('email')}
        error={errors?.email?.message}
        type="email"
        autoComplete="off"
        {...register('email')}
      />
    </fieldset>
  );
}
