'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Check, CircleSlash, Undo2 } from 'lucide-react';
import type { DealStage } from '@app/validators';
import { useBookingCard } from '~/components/bookings/booking-card';
import { useViewer } from '~/components/common/me-context';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { DATE } from '~/lib/date-formats';
import { cn } from '~/lib/utils';
import { useTRPC } from '~/trpc/client';
import { AdvanceDialog } from './advance-dialog';
import { LIVE_STAGES, nextStage, previousStage, realtorMay, stageIndex } from './stages';

/**
 * The booking card's Deal section: the stages as a stepper (each step's date and contract number
 * from `deal_steps`), and the next step, a cancellation, or (sales heads) a step back.
 */
export function DealStepper() {
  const t = useTranslations('deals');
  const format = useFormatter();
  const booking = useBookingCard();
  const viewer = useViewer();
  const stage = booking.deal_stage;
  const cancelled = stage === 'DEAL_STAGE_CANCELLED';
  const current = stageIndex(stage);
  const stepOf = (s: DealStage) => [...booking.deal_steps].reverse().find((x) => x.stage === s);
  const dateOf = useStepDates();
  const may = viewer.can('bookings.advance');
  const own = viewer.ownOnly('bookings.advance');
  const allowed = (to: DealStage) => may && (!own || realtorMay(stage, to));
  const next = nextStage(stage);
  const back = viewer.roles.includes('ROLE_SALES_HEAD') ? previousStage(stage) : null;

  return (
    <Card data-testid="deal-stepper">
      <CardHeader>
        <CardTitle>{t('stepper.title')}</CardTitle>
        <CardDescription>{t('stepper.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol aria-label={t('stepper.label')} className="grid gap-2 sm:grid-cols-6">
          {LIVE_STAGES.map((s, i) => {
            const done = !cancelled && i < current;
            const now = !cancelled && i === current;
            const step = stepOf(s);
            const when = step?.date ?? (done || now ? dateOf(s) : null);
            return (
              <li
                key={s}
                aria-current={now ? 'step' : undefined}
                data-stage={s}
                className={cn(
                  'grid content-start gap-0.5 rounded-md border px-3 py-2 text-sm',
                  now && 'border-primary bg-accent',
                  done && 'border-green-200 bg-success-soft',
                )}
              >
                <span className="flex items-center gap-1 font-medium">
                  {done ? (
                    <Check className="size-4 text-green-700" aria-label={t('stepper.done')} />
                  ) : null}
                  {t(`stages.${s}`)}
                </span>
                {now ? <span className="sr-only">{t('stepper.current')}</span> : null}
                {when ? (
                  <span className="text-xs text-muted-foreground">
                    {format.dateTime(new Date(when), DATE.day)}
                  </span>
                ) : null}
                {step?.contract_number ? (
                  <span className="text-xs" data-testid="contract-number">
                    {t('stepper.contractNumber')}: {step.contract_number}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
        {cancelled ? (
          <p className="text-sm text-muted-foreground">{t('stepper.cancelled')}</p>
        ) : null}
        {stage === 'DEAL_STAGE_COMPLETED' ? (
          <p className="text-sm text-muted-foreground">{t('stepper.completed')}</p>
        ) : null}
        {stage === 'DEAL_STAGE_BOOKED' ? (
          <p className="text-sm text-muted-foreground">{t('stepper.paidByPayment')}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {next && allowed(next) ? (
            <AdvanceDialog
              booking={booking}
              stage={next}
              trigger={<Button>{t('stepper.advance', { stage: t(`stages.${next}`) })}</Button>}
            />
          ) : null}
          {back ? (
            <AdvanceDialog
              booking={booking}
              stage={back}
              back
              trigger={
                <Button variant="secondary">
                  <Undo2 aria-hidden />
                  {t('stepper.back', { stage: t(`stages.${back}`) })}
                </Button>
              }
            />
          ) : null}
          {stageIndex(stage) >= stageIndex('DEAL_STAGE_CONTRACT') &&
          !cancelled &&
          stage !== 'DEAL_STAGE_COMPLETED' &&
          allowed('DEAL_STAGE_CANCELLED') ? (
            <AdvanceDialog
              booking={booking}
              stage="DEAL_STAGE_CANCELLED"
              trigger={
                <Button variant="secondary" className="text-destructive hover:text-destructive">
                  <CircleSlash aria-hidden />
                  {t('stepper.cancel')}
                </Button>
              }
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * When the steps before the contract were taken (they follow `status`, no `deal_steps` of their
 * own): booked when the booking was made, paid when its first payment succeeded (the payment
 * panel's own query, read once).
 */
function useStepDates() {
  const booking = useBookingCard();
  const trpc = useTRPC();
  const viewer = useViewer();
  const payments = useQuery({
    ...trpc.payments.list.queryOptions({
      filter: {
        filters: [
          { property: 'status', operator: 'EQ', value: ['SUCCEEDED'] },
          { property: 'booking', operator: 'IN', value: [booking.id] },
        ],
      },
      pagination: { page: 1, limit: 1, order_by: 'created_at', direction: 'asc' },
    }),
    enabled: viewer.can('payments.read') && booking.deal_stage !== 'DEAL_STAGE_BOOKED',
  });
  const first = payments.data?.items[0];
  const paid = first ? (first.paid_at ?? first.created_at) : null;
  return (s: DealStage): string | null =>
    s === 'DEAL_STAGE_BOOKED' ? booking.created_at : s === 'DEAL_STAGE_PAID' ? paid : null;
}
