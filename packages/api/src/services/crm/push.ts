import type { CrmPush } from '@app/integration-kit';
import { formatMoney } from '@app/pricing';
import type { bookings } from '@app/db';
import type { DealStage } from '@app/validators';
import { getEnv } from '../../env';
import { effectiveDealStage } from '../bookings';
import type { CrmSettingsRow } from './settings';

type BookingRow = typeof bookings.$inferSelect;

/** What each booking event reads as in the CRM's note. */
const EVENT_WORDS: Record<string, string> = {
  'booking.created': 'создана',
  'booking.updated': 'изменена',
  'booking.paid': 'оплачена',
  'booking.expired': 'истекла',
  'booking.cancelled': 'отменена',
  'booking.stage_changed': 'новый этап сделки',
};

const STAGE_WORDS: Record<DealStage, string> = {
  DEAL_STAGE_BOOKED: 'бронь',
  DEAL_STAGE_PAID: 'бронь оплачена',
  DEAL_STAGE_CONTRACT: 'договор готовится',
  DEAL_STAGE_SIGNED: 'договор подписан',
  DEAL_STAGE_REGISTERED: 'договор зарегистрирован',
  DEAL_STAGE_COMPLETED: 'сделка завершена',
  DEAL_STAGE_CANCELLED: 'сделка отменена',
};

/** The CRM status a booking's stage maps to (none: the stage moves nothing). */
export const mappedStatus = (settings: CrmSettingsRow, stage: DealStage): string | null =>
  settings.stages[stage] ?? null;

/**
 * One outbox row as the CRM's call: the booking as it is now (its stage's status, its agreed
 * total), titled and noted by its number and unit; the row's id is the push's idempotency key.
 */
export function pushFor(
  b: BookingRow,
  event: string,
  rowId: string,
  settings: CrmSettingsRow,
  now: Date,
): CrmPush & { stage: DealStage } {
  const stage = effectiveDealStage(b, now);
  const code = b.unit_data.code;
  const expiry = b.expiration_date.toLocaleString('ru-RU', {
    timeZone: getEnv().APP_TIMEZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const total = b.price?.total ?? b.unit_data.base_price ?? '0';
  return {
    stage,
    dealId: b.crm_deal_id,
    pipelineId: settings.pipeline_id ?? settings.category_id ?? null,
    stageId: mappedStatus(settings, stage),
    title: `Бронь №${b.number} · ${code}`,
    priceTotal: String(total),
    note: [
      `Бронь №${b.number}: ${EVENT_WORDS[event] ?? event}`,
      `помещение ${code}`,
      STAGE_WORDS[stage],
      `срок до ${expiry}`,
      `цена ${formatMoney(String(total), 'ru')}`,
    ].join(' · '),
    idempotencyKey: rowId,
  };
}
