'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { UpdateMeInput, updateMeInput } from '@app/validators';
// The phone display alone (no zod in the page's bundle).
import { formatPhone } from '@app/validators/phone';
import type { z } from 'zod';
import { LocaleSelect } from '~/components/common/locale-select';
import { useRoleLabel } from '~/components/common/role-label';
import {
  DateField,
  GridFormError,
  InputField,
  RegionField,
  ResetSaveFooter,
} from '~/components/forms/fields';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import type { SelectOption } from '~/components/ui/select';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';

export interface ProfileData extends Required<
  Pick<UpdateMeInput, 'first_name' | 'last_name' | 'second_name' | 'phone'>
> {
  email: string;
  roles: string[];
  region: string | undefined;
  birth_date: string | undefined;
}

const FIELDS = ['first_name', 'last_name', 'second_name', 'phone', 'region', 'birth_date'] as const;

/**
 * `users.updateMe`: the user's own names, phone, region and birth date; e-mail and roles are
 * read-only.
 */
type Values = z.input<typeof updateMeInput>;
/** updateMeInput, downloaded with zod when the form first validates. */
const resolver = lazyResolver<Values, Values>(() =>
  import('./profile-resolver').then((m) => m.updateMe),
);

export function ProfileForm({
  profile,
  regions,
}: {
  profile: ProfileData;
  regions: SelectOption[];
}) {
  const t = useTranslations('profile');
  const roleLabel = useRoleLabel();
  const trpc = useTRPC();
  const router = useRouter();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const defaults: UpdateMeInput = {
    first_name: profile.first_name,
    last_name: profile.last_name,
    second_name: profile.second_name,
    // Shown the way people read it; the schema reads it back to +7XXXXXXXXXX.
    phone: profile.phone ? formatPhone(profile.phone) : profile.phone,
    region: profile.region,
    birth_date: profile.birth_date,
  };
  const form = useForm({
    resolver,
    defaultValues: defaults,
  });
  const formApiError = useFormApiError(form.setError, FIELDS);
  const { errors, isDirty } = form.formState;
  const save = useMutation(trpc.users.updateMe.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    // A blank phone is not sent: it would clear a unique contact the account needs.
    const payload = { ...values, phone: values.phone?.trim() ? values.phone.trim() : undefined };
    try {
      await save.mutateAsync(payload);
      form.reset(values);
      toast({ tone: 'success', title: t('saved') });
      router.refresh();
    } catch (e) {
      setFormError(formApiError(e));
    }
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <form onSubmit={onSubmit} noValidate>
          <CardHeader>
            <CardTitle>{t('personal')}</CardTitle>
            <CardDescription>{t('personalHint')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <GridFormError message={formError} />
            <InputField
              label={t('lastName')}
              error={errors.last_name?.message}
              {...form.register('last_name')}
              autoComplete="family-name"
            />
            <InputField
              label={t('firstName')}
              error={errors.first_name?.message}
              {...form.register('first_name')}
              autoComplete="given-name"
            />
            <InputField
              label={t('secondName')}
              error={errors.second_name?.message}
              {...form.register('second_name')}
              autoComplete="additional-name"
            />
            <InputField
              label={t('phone')}
              error={errors.phone?.message}
              hint={t('phoneHint')}
              {...form.register('phone')}
              type="tel"
              autoComplete="tel"
            />
            <RegionField
              control={form.control}
              name="region"
              error={errors.region?.message}
              regions={regions}
              text={t}
            />
            <DateField
              control={form.control}
              name="birth_date"
              label={t('birthDate')}
              error={errors.birth_date?.message}
            />
          </CardContent>
          <ResetSaveFooter
            dirty={isDirty}
            pending={save.isPending}
            onReset={() => form.reset(defaults)}
            resetLabel={t('reset')}
            saveLabel={t('save')}
          />
        </form>
      </Card>

      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('account')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="profile-email">{t('email')}</Label>
              <Input
                id="profile-email"
                value={profile.email}
                readOnly
                aria-readonly
                className="bg-muted/60"
              />
            </div>
            <div className="grid gap-1.5">
              <span className="text-sm font-medium" id="profile-roles">
                {t('roles')}
              </span>
              <ul aria-labelledby="profile-roles" className="flex flex-wrap gap-1.5">
                {profile.roles.map((r) => (
                  <li key={r}>
                    <Badge variant={r === 'ROLE_USER' ? 'neutral' : 'accent'}>{roleLabel(r)}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('preferences')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1.5">
            <Label htmlFor="profile-locale">{t('language')}</Label>
            <LocaleSelect id="profile-locale" />
            <p className="text-xs text-muted-foreground">{t('languageHint')}</p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
