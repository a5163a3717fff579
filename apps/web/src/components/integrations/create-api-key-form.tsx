'use client';

import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { createApiKeyInput } from '@app/validators';
import { useRoleLabel } from '~/components/common/role-label';
import { DateTimeField, InputField, SelectField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';
import { KeyShownOnce } from './key-shown-once';
import { KEY_ROLES } from './model';

const FIELDS = ['name', 'role', 'expires_at'] as const;

type Values = z.input<typeof createApiKeyInput>;
type Output = z.output<typeof createApiKeyInput>;
const resolver = lazyResolver<Values, Output>(() =>
  import('./api-key-resolver').then((m) => m.apiKeyResolver),
);

/**
 * The dialog of CreateApiKeyDialog: name, role, optional expiry, validated by the procedure's
 * schema; the new key then replaces the form in the same dialog, once.
 */
export function CreateApiKeyForm({ control }: { control: DialogControl }) {
  const t = useTranslations('integrations.apiKeys');
  const roleLabel = useRoleLabel();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const create = useMutation(trpc.apiKeys.create.mutationOptions());
  const [key, setKey] = useState<string | null>(null);
  // FormDialog closes the dialog when the save resolves: not while the key is to be shown.
  const keepOpen = useRef(false);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { name: '', role: 'ROLE_READ_ONLY', expires_at: undefined },
  });
  const { errors } = form.formState;

  if (key) return <KeyShownOnce control={control} apiKey={key} />;

  const formControl: DialogControl = {
    ...control,
    root: {
      open: control.root.open,
      onOpenChange: (open) => {
        if (open || !keepOpen.current) control.root.onOpenChange(open);
      },
    },
  };

  return (
    <FormDialog
      control={formControl}
      form={form}
      fields={FIELDS}
      title={t('create.title')}
      description={t('create.description')}
      submitLabel={t('create.submit')}
      onInput={() => resolver.preload()}
      onSubmit={async (values) => {
        const made = await create.mutateAsync({
          name: values.name,
          role: values.role,
          expires_at: values.expires_at?.toISOString(),
        });
        await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
        toast({ tone: 'success', title: t('create.success'), description: values.name });
        keepOpen.current = true;
        setKey(made.key);
      }}
    >
      <InputField
        label={t('form.name')}
        hint={t('form.nameHint')}
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name')}
      />
      <SelectField
        control={form.control}
        name="role"
        label={t('form.role')}
        hint={t('form.roleHint')}
        error={errors.role?.message}
        options={KEY_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
      />
      <DateTimeField
        control={form.control}
        name="expires_at"
        label={t('form.expiresAt')}
        hint={t('form.expiresAtHint')}
        error={errors.expires_at?.message}
        min={new Date()}
      />
    </FormDialog>
  );
}
