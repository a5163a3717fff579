'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DealStage } from '@app/validators';
import type { Booking } from '~/components/bookings/booking-query';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog';
import { DateTimeInput } from '~/components/ui/date-time-input';
import { Field } from '~/components/ui/field';
import { FormError } from '~/components/ui/form-error';
import { Input } from '~/components/ui/input';
import { PendingButton } from '~/components/ui/pending-button';
import { Textarea } from '~/components/ui/textarea';
import { useToast } from '~/components/ui/toast';
import { readApiError } from '~/lib/api-error';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';

interface AdvanceDialogProps {
  booking: Booking;
  stage: DealStage;
  /** A step back: the comment is required. */
  back?: boolean;
  trigger: React.ReactNode;
}

/** `bookings.advance` to `stage`: the step's date, its contract number (from CONTRACT), a comment. */
export function AdvanceDialog({ booking, stage, back = false, trigger }: AdvanceDialogProps) {
  const t = useTranslations('deals');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | undefined>(undefined);
  const [contract, setContract] = useState('');
  const [comment, setComment] = useState('');
  const advance = useMutation(trpc.bookings.advance.mutationOptions());
  const fieldErrors = advance.error ? readApiError(advance.error).fieldErrors : {};
  const withContract = stage === 'DEAL_STAGE_CONTRACT' || stage === 'DEAL_STAGE_SIGNED';
  const stageName = t(`stages.${stage}`);

  const submit = async () => {
    await advance.mutateAsync({
      id: booking.id,
      stage,
      date,
      comment: comment.trim() || undefined,
      contract_number: withContract && contract.trim() ? contract.trim() : undefined,
    });
    await queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
    toast({ tone: 'success', title: t('stepper.saved', { stage: stageName }) });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={
          back
            ? t('stepper.dialogBack', { stage: stageName })
            : t('stepper.dialogTitle', { stage: stageName })
        }
        description={back ? t('stepper.backHint') : t('stepper.dialogHint')}
        closeLabel={t('stepper.close')}
      >
        <form
          className="grid gap-4 px-5 py-4 sm:px-6"
          data-testid="advance-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          <Field label={t('stepper.date')} error={fieldErrors.date?.[0]}>
            {(control) => <DateTimeInput {...control} value={date} onChange={setDate} />}
          </Field>
          {withContract ? (
            <Field label={t('stepper.contractNumber')} error={fieldErrors.contract_number?.[0]}>
              {(control) => (
                <Input
                  {...control}
                  value={contract}
                  maxLength={64}
                  onChange={(e) => setContract(e.target.value)}
                />
              )}
            </Field>
          ) : null}
          <Field
            label={t('stepper.comment')}
            error={fieldErrors.comment ? t('stepper.commentRequired') : undefined}
          >
            {(control) => (
              <Textarea
                {...control}
                value={comment}
                maxLength={255}
                required={back}
                onChange={(e) => setComment(e.target.value)}
              />
            )}
          </Field>
          {advance.error && !Object.keys(fieldErrors).length ? (
            <FormError>{errorMessage(advance.error)}</FormError>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('stepper.close')}
            </Button>
            <PendingButton type="submit" pending={advance.isPending}>
              {t('stepper.submit')}
            </PendingButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
