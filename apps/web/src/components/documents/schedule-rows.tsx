'use client';

import { useFormatter, useTranslations } from 'next-intl';
import {
  Controller,
  type FieldErrors,
  type UseFieldArrayReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Plus } from 'lucide-react';
import { NumberInput } from '~/components/forms/number-field';
import { Button } from '~/components/ui/button';
import { DateInput } from '~/components/ui/date-input';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { useValidationMessage } from '~/lib/use-validation-message';
import { RemoveButton } from './remove-button';
import { linkedAmounts, nextRow, type RowAmount } from './schedule-model';
import { MAX_SCHEDULE_ROWS, type ScheduleRow, type ScheduleValues } from './schedule-values';

const AMOUNTS: { key: RowAmount; label: 'area' | 'priceSq' | 'payment' }[] = [
  { key: 'area', label: 'area' },
  { key: 'priceSqByMonth', label: 'priceSq' },
  { key: 'priceByMonth', label: 'payment' },
];

interface Props {
  form: UseFormReturn<ScheduleValues>;
  rows: UseFieldArrayReturn<ScheduleValues, 'items'>;
  /** The sum of the payments, for the table's foot. */
  sum: number;
}

/** The payments, one editable row each: date, area, price per m², payment (kept in step). */
export function ScheduleRows({ form, rows, sum }: Props) {
  const t = useTranslations('documents.schedule.rows');
  const format = useFormatter();
  const translate = useValidationMessage();
  const errors = form.formState.errors.items;
  const listError = translate(errors?.message ?? errors?.root?.message);

  /** The row's other amount follows the one typed (see linkedAmounts). */
  const link = (index: number, changed: RowAmount) => {
    const patch = linkedAmounts(form.getValues(`items.${index}`), changed);
    for (const [key, value] of Object.entries(patch) as [RowAmount, number][])
      form.setValue(`items.${index}.${key}`, value, {
        shouldValidate: form.formState.isSubmitted,
      });
  };

  return (
    <div className="grid gap-3 *:min-w-0">
      {listError ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {listError}
        </p>
      ) : null}
      {rows.fields.length > 0 ? (
        <div className="rounded-lg border">
          <Table aria-label={t('label')} className="min-w-[38rem]">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-10 px-3 text-right">№</TableHead>
                <TableHead className="w-40 px-2">{t('date')}</TableHead>
                <TableHead className="px-2 text-right">{t('area')}</TableHead>
                <TableHead className="px-2 text-right">{t('priceSq')}</TableHead>
                <TableHead className="px-2 text-right">{t('payment')}</TableHead>
                <TableHead className="w-10 px-2">
                  <span className="sr-only">{t('actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.fields.map((field, i) => {
                const rowErrors = errors?.[i] as FieldErrors<ScheduleRow> | undefined;
                // The schema's word on a cell; a text that is not a number has its own message
                // under the input (NumberInput), so "must be a number" is not said twice.
                const messageOf = (key: RowAmount) => {
                  const value = form.getValues(`items.${i}.${key}`);
                  return Number.isNaN(value) ? undefined : translate(rowErrors?.[key]?.message);
                };
                const dateMessage = translate(rowErrors?.date?.message);
                const errorId = (key: string) => `schedule-row-${field.id}-${key}-error`;
                const aria = (key: string, message: string | undefined) => ({
                  'aria-invalid': message ? true : undefined,
                  'aria-describedby': message ? errorId(key) : undefined,
                });
                const cellMessage = (key: string, message: string | undefined) =>
                  message ? (
                    <p id={errorId(key)} className="mt-1 text-xs font-medium text-destructive">
                      {message}
                    </p>
                  ) : null;
                return (
                  <TableRow
                    key={field.id}
                    className="hover:bg-transparent"
                    data-testid="schedule-row"
                  >
                    <TableCell className="px-3 py-1.5 text-right align-top text-muted-foreground tabular-nums">
                      {i + 1}
                    </TableCell>
                    <TableCell className="px-2 py-1.5 align-top">
                      <Controller
                        control={form.control}
                        name={`items.${i}.date`}
                        render={({ field: f }) => (
                          <DateInput
                            {...aria('date', dateMessage)}
                            aria-label={t('dateOf', { n: i + 1 })}
                            value={f.value}
                            onChange={f.onChange}
                            onBlur={f.onBlur}
                            name={f.name}
                          />
                        )}
                      />
                      {cellMessage('date', dateMessage)}
                    </TableCell>
                    {AMOUNTS.map(({ key, label }) => {
                      const message = messageOf(key);
                      return (
                        <TableCell key={key} className="px-2 py-1.5 align-top">
                          <Controller
                            control={form.control}
                            name={`items.${i}.${key}`}
                            render={({ field: f }) => (
                              <NumberInput
                                {...aria(key, message)}
                                money={key !== 'area'}
                                maxDecimals={2}
                                className="text-right tabular-nums"
                                aria-label={t(`${label}Of`, { n: i + 1 })}
                                name={f.name}
                                value={f.value}
                                onValueChange={(v) => {
                                  f.onChange(v);
                                  // Only a number read moves its partner: never a 0 for a typo.
                                  if (typeof v === 'number' && Number.isFinite(v)) link(i, key);
                                }}
                                onBlur={f.onBlur}
                              />
                            )}
                          />
                          {cellMessage(key, message)}
                        </TableCell>
                      );
                    })}
                    <TableCell className="px-2 py-1.5 align-top">
                      <RemoveButton
                        label={t('remove', { n: i + 1 })}
                        onClick={() => rows.remove(i)}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <tfoot className="border-t bg-muted/40 font-medium">
              <tr>
                <td colSpan={4} className="px-3 py-2.5 text-right text-muted-foreground">
                  {t('sum')}
                </td>
                <td className="px-5 py-2.5 text-right whitespace-nowrap tabular-nums">
                  {format.number(sum, { style: 'currency', currency: 'RUB' })}
                </td>
                <td />
              </tr>
            </tfoot>
          </Table>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('empty')}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        disabled={rows.fields.length >= MAX_SCHEDULE_ROWS}
        onClick={() => rows.append(nextRow(form.getValues('items')))}
      >
        <Plus aria-hidden />
        {t('add')}
      </Button>
    </div>
  );
}
