'use client';

import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ASSIGNABLE_ROLES, registerUserInput, RegisterUserInput } from '@app/validators';
import type { z } from 'zod';
import { useRoleLabel } from '~/components/common/role-label';
import { DateField, InputField, RegionField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import { CheckboxField } from '~/components/ui/checkbox';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import type { SelectOption } from '~/components/ui/select';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';

const FIELDS = [
  'email',
  'password',
  'phone',
  'first_name',
  'last_name',
  'second_name',
  'birth_date',
  'region',
  'roles',
] as const;

const EMPTY: RegisterUserInput = {
  email: '',
  password: '',
  phone: '+7',
  first_name: '',
  last_name: '',
  second_name: '',
  roles: [],
};

/** Optional text left blank is not sent at all. */
function clean(values: RegisterUserInput): RegisterUserInput {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== undefined),
  ) as RegisterUserInput;
}

type Values = z.input<typeof registerUserInput>;
/** registerUserInput, downloaded with zod when the form first validates. */
const resolver = lazyResolver<Values, Values>(() =>
  import('./register-user-resolver').then((m) => m.registerUser),
);

export interface RegisterUserDialogProps {
  regions: SelectOption[];
  /** ASSIGNABLE_ROLES, passed by the page (a server component): the list costs the screen no zod. */
  roles: typeof ASSIGNABLE_ROLES;
}

/** The dialog of RegisterUserDialog (register-user-dialog.tsx), loaded when first opened. */
export function RegisterUserDialogContent({
  control,
  regions,
  roles,
}: RegisterUserDialogProps & { control: DialogControl }) {
  const t = useTranslations('users.register');
  const roleLabel = useRoleLabel();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const register = useMutation(trpc.users.register.mutationOptions());

  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={t('title')}
      description={t('description')}
      className="max-w-xl"
      columns={2}
      submitLabel={t('submit')}
      onSubmit={async (values) => {
        await register.mutateAsync(clean(values));
        await queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
        toast({
          tone: 'success',
          title: t('success'),
          description: t('successDetail', { email: values.email }),
        });
      }}
    >
      <InputField
        label={t('email')}
        error={errors.email?.message}
        {...form.register('email')}
        type="email"
        autoComplete="off"
      />
      <InputField
        label={t('phone')}
        error={errors.phone?.message}
        hint={t('phoneHint')}
        {...form.register('phone')}
        type="tel"
        autoComplete="off"
      />
      <InputField
        label={t('lastName')}
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <InputField
        label={t('firstName')}
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <InputField
        label={t('secondName')}
        error={errors.second_name?.message}
        {...form.register('second_name')}
      />
      <DateField
        control={form.control}
        name="birth_date"
        label={t('birthDate')}
        error={errors.birth_date?.message}
      />
      <InputField
        label={t('password')}
        error={errors.password?.message}
        hint={t('passwordHint')}
        {...form.register('password')}
        type="password"
        autoComplete="new-password"
      />
      <RegionField
        control={form.control}
        name="region"
        error={errors.region?.message}
        regions={regions}
        text={t}
      />
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={errors.roles ? 'register-roles-error' : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium">{t('roles')}</legend>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {roles.map((role) => {
                const selected = field.value ?? [];
                return (
                  <CheckboxField
                    key={role}
                    label={roleLabel(role)}
                    checked={selected.includes(role)}
                    onCheckedChange={(on) =>
                      field.onChange(on ? [...selected, role] : selected.filter((r) => r !== role))
                    }
                  />
                );
              })}
            </div>
          )}
        />
        {errors.roles ? (
          <p id="register-roles-error" className="text-xs font-medium text-destructive">
            {errors.roles.message}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
