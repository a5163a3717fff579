'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import type { UnitStatus } from '@app/validators';
import { Button } from '~/components/ui/button';
import { CheckboxField } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { FormError } from '~/components/ui/form-error';
import { Select } from '~/components/ui/select';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { isUnitStatus, UNIT_STATUS_ORDER, useUnitStatusLabel } from './unit-status';

const FOR_RENT = 'UNIT_SECOND_STATUS_FOR_RENT';

/**
 * `units.setStatus` (managers and sales heads): the unit's status and its "for rent" second status.
 */
export function SetUnitStatusForm({
  unit,
}: {
  unit: { id: string; status: string; second_statuses: string[] };
}) {
  const t = useTranslations('units.setStatus');
  const statusLabel = useUnitStatusLabel();
  const trpc = useTRPC();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const hadForRent = unit.second_statuses.includes(FOR_RENT);
  const [status, setStatus] = useState<UnitStatus | undefined>(
    isUnitStatus(unit.status) ? unit.status : undefined,
  );
  const [forRent, setForRent] = useState(hadForRent);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.units.setStatus.mutationOptions());
  const changed = status !== unit.status || forRent !== hadForRent;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    // The procedure's schema, with zod, is downloaded on the first save, not with the screen.
    const { setUnitStatusInput } = await import('@app/validators');
    const input = setUnitStatusInput.safeParse({
      unit: unit.id,
      status,
      second_status: { add: forRent ? [FOR_RENT] : [], remove: forRent ? [] : [FOR_RENT] },
    });
    if (!input.success) return;
    try {
      await save.mutateAsync(input.data);
      await refresh();
      toast({
        tone: 'success',
        title: t('success'),
        description: status ? statusLabel(status) : undefined,
      });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label={t('title')}>
      {error ? <FormError>{error}</FormError> : null}
      <Field label={t('status')}>
        {(c) => (
          <Select
            {...c}
            value={status}
            onValueChange={(v) => isUnitStatus(v) && setStatus(v)}
            options={UNIT_STATUS_ORDER.map((s) => ({ value: s, label: statusLabel(s) }))}
          />
        )}
      </Field>
      <CheckboxField
        label={t('forRent')}
        description={t('forRentHint')}
        checked={forRent}
        onCheckedChange={setForRent}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="secondary"
          disabled={!changed || save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
