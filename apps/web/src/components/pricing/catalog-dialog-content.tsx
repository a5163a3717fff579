'use client';

import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { OPTION_TYPES, type OptionType } from '@app/validators';
import { BadgeList } from '~/components/data-table/cells';
import { DateTimeField, InputField, SelectField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import { CheckboxField } from '~/components/ui/checkbox';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC, useTRPCClient } from '~/trpc/client';
import { exclusionChoices, namesOf, type CatalogRecord } from './exclusions';
import type { CatalogKind } from './tabs';
import type { CatalogItem } from './use-catalog';

/** The form of a discount or an option (the option's `type` and `used_by_default` unused on discounts). */
export interface CatalogValues {
  id: string;
  description?: string;
  required_comment?: boolean;
  type?: OptionType;
  used_by_default?: boolean;
  exclusions?: string[];
  /** The promotion period, ISO (empty: open at that end). */
  valid_from?: string;
  valid_to?: string;
}

const FIELDS = [
  'description',
  'required_comment',
  'type',
  'used_by_default',
  'valid_from',
  'valid_to',
  'exclusions',
] as const;
const RESOLVERS = {
  discounts: {
    create: lazyResolver<CatalogValues, CatalogValues>(() =>
      import('./resolvers').then(
        (m) => m.createDiscount as Resolver<CatalogValues, unknown, CatalogValues>,
      ),
    ),
    update: lazyResolver<CatalogValues, CatalogValues>(() =>
      import('./resolvers').then(
        (m) => m.updateDiscount as Resolver<CatalogValues, unknown, CatalogValues>,
      ),
    ),
  },
  options: {
    create: lazyResolver<CatalogValues, CatalogValues>(() =>
      import('./resolvers').then(
        (m) => m.createOption as Resolver<CatalogValues, unknown, CatalogValues>,
      ),
    ),
    update: lazyResolver<CatalogValues, CatalogValues>(() =>
      import('./resolvers').then(
        (m) => m.updateOption as Resolver<CatalogValues, unknown, CatalogValues>,
      ),
    ),
  },
};

export interface CatalogDialogProps {
  kind: CatalogKind;
  /** The record to edit; none: a new one (its id made here, as docs/api.md has the client do). */
  item?: CatalogItem;
  /** Every record of the kind: what may be excluded. */
  records: readonly CatalogRecord[];
  names: ReadonlyMap<string, string>;
}

const defaults = (kind: CatalogKind, item: CatalogItem | undefined): CatalogValues => ({
  id: item?.id ?? crypto.randomUUID(),
  description: item?.description ?? '',
  exclusions: item?.exclusions ?? [],
  valid_from: item?.valid_from ?? undefined,
  valid_to: item?.valid_to ?? undefined,
  ...(kind === 'discounts'
    ? { required_comment: item?.required_comment ?? false }
    : { type: item?.type ?? 'OPTION_TYPE_OTHER', used_by_default: item?.used_by_default ?? false }),
});

/** The dialog of CatalogDialog. */
export function CatalogDialogContent({
  kind,
  item,
  records,
  names,
  control,
}: CatalogDialogProps & { control: DialogControl }) {
  const t = useTranslations('pricing.catalog');
  const tk = useTranslations(`pricing.${kind}`);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<CatalogValues, unknown, CatalogValues>({
    resolver: RESOLVERS[kind][item ? 'update' : 'create'],
    defaultValues: defaults(kind, item),
  });
  const { errors } = form.formState;
  const choices = exclusionChoices(records, item?.id);
  const describe = (c: (typeof choices)[number]) =>
    [item?.excludedBy.includes(c.id) ? t('excludesThis') : null, c.active ? null : t('period.off')]
      .filter(Boolean)
      .join(' · ') || undefined;

  const onSubmit = async (values: CatalogValues) => {
    // An emptied bound of a record being edited is cleared (null); a new record just omits it.
    const open = item ? null : undefined;
    const input = {
      ...values,
      description: (values.description ?? '').trim(),
      valid_from: values.valid_from ?? open,
      valid_to: values.valid_to ?? open,
    };
    if (kind === 'discounts') {
      const { type: _type, used_by_default: _used, ...discount } = input;
      await (item
        ? client.discounts.update.mutate(discount)
        : client.discounts.create.mutate(discount));
    } else {
      const { required_comment: _required, ...option } = input;
      await (item
        ? client.options.update.mutate(option)
        : client.options.create.mutate({ ...option, type: option.type ?? 'OPTION_TYPE_OTHER' }));
    }
    await queryClient.invalidateQueries({
      queryKey: (kind === 'discounts' ? trpc.discounts : trpc.options).pathKey(),
    });
    toast({ tone: 'success', title: tk(item ? 'updated' : 'created') });
  };

  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={item ? tk('editTitle') : tk('createTitle')}
      description={t('formDescription')}
      className="max-w-xl"
      submitLabel={item ? t('save') : tk('create')}
      onSubmit={onSubmit}
    >
      <InputField
        label={t('columns.description')}
        error={
          errors.description && !form.getValues('description')?.trim()
            ? tk('nameRequired')
            : errors.description?.message
        }
        aria-required
        maxLength={255}
        {...form.register('description')}
      />
      {kind === 'options' ? (
        <SelectField
          control={form.control}
          name="type"
          label={t('columns.type')}
          error={errors.type?.message}
          options={OPTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      ) : null}
      <Controller
        control={form.control}
        name={kind === 'discounts' ? 'required_comment' : 'used_by_default'}
        render={({ field }) => (
          <div>
            <CheckboxField
              label={t(kind === 'discounts' ? 'columns.requiredComment' : 'columns.usedByDefault')}
              checked={field.value === true}
              onCheckedChange={field.onChange}
            />
          </div>
        )}
      />
      <DateTimeField
        control={form.control}
        name="valid_from"
        label={t('period.validFrom')}
        hint={t('period.validFromHint')}
        error={errors.valid_from?.message}
      />
      <DateTimeField
        control={form.control}
        name="valid_to"
        label={t('period.validTo')}
        hint={t('period.validToHint')}
        error={errors.valid_to?.message}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('columns.exclusions')}</legend>
        <p className="text-xs text-muted-foreground">{tk('exclusionsHint')}</p>
        <Controller
          control={form.control}
          name="exclusions"
          render={({ field }) => {
            const chosen = field.value ?? [];
            return choices.length === 0 ? (
              <p className="text-sm text-muted-foreground">{tk('noOthers')}</p>
            ) : (
              <div className="grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2">
                {choices.map((c) => (
                  <CheckboxField
                    key={c.id}
                    label={c.name}
                    description={describe(c)}
                    checked={chosen.includes(c.id)}
                    onCheckedChange={(on) =>
                      field.onChange(on ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))
                    }
                  />
                ))}
              </div>
            );
          }}
        />
        {errors.exclusions ? (
          <p className="text-xs font-medium text-destructive">{errors.exclusions.message}</p>
        ) : null}
      </fieldset>
      {item ? (
        <div role="group" aria-labelledby={`${item.id}-excluded-by`} className="grid gap-1.5">
          <span id={`${item.id}-excluded-by`} className="text-sm font-medium">
            {t('columns.excludedBy')}
          </span>
          <BadgeList values={namesOf(item.excludedBy, names)} />
          <p className="text-xs text-muted-foreground">{t('excludedByHint')}</p>
        </div>
      ) : null}
    </FormDialog>
  );
}
