import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { CommercialOfferData as OfferPdf, OfferUnit } from '@app/pdf';
import type { Db } from '@app/db';
import type { CommercialOfferData } from '@app/validators';
import { getEnv } from '../../env';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth';
import { addWorkingDays, loadHolidays } from '../calendar';
import { conditionsValidOn, quoteUnit } from '../pricing';
import { consume } from '../rate-limit';
import { findUnit } from '../units';
import { fullNames } from '../users';
import { renderDocument } from './render';
import { documentUrl, nextNumber, storeDocument } from './store';

const money = (n: number) => n.toFixed(2);

/** A unit of the offer: its record, the quote of the day of issue (default conditions), facing. */
async function offerUnit(db: Db, u: CommercialOfferData['units'][number], now: Date) {
  const unit = await findUnit(db, u.unit);
  const quote = await quoteUnit(db, unit, { discounts: [], options: [] }, now).catch(
    (e: unknown) => {
      // A unit without a base price is offered "on request"; anything else is an error.
      if (e instanceof AppError && e.appCode === 'UNIT_HAS_NO_PRICE') return null;
      throw e;
    },
  );
  const facing = u.show_facing
    ? (
        await conditionsValidOn(db, 'option', { date: now, unit: unit.id, used_by_default: true })
      ).items
        .filter((c) => c.option?.type === 'OPTION_TYPE_FACING')
        .map((c) => c.option?.description ?? '')
        .filter(Boolean)
        .join(', ') || null
    : null;
  const out: OfferUnit = {
    name: u.unit_name || unit.name,
    code: unit.code,
    building: unit.building,
    section: String(unit.section),
    floor: unit.floor,
    rooms: unit.rooms,
    area: unit.area,
    options: u.options,
    facing,
    price: quote && {
      base: money(quote.base_price.amount),
      pricePerSqM:
        quote.base_price.fixed_price === null ? money(quote.base_price.price_per_sq_m) : null,
      lines: quote.lines.map((l) => ({
        description: l.description ?? (l.kind === 'discount' ? 'Скидка' : 'Опция'),
        kind: l.kind,
        amount: money(l.signed),
      })),
      total: money(quote.total),
    },
  };
  return out;
}

/**
 * Op 38: the commercial offer. The prices are the day of issue's (pricing.quote with the default
 * conditions), kept in the document's data; rendered off the event loop (render.ts), then stored
 * with its PDF in one transaction. A number is taken before rendering: a failed render leaves a
 * gap in the series, never a half-written document.
 */
export async function issueCommercialOffer(
  db: Db,
  actor: AuthUser,
  input: CommercialOfferData,
  now = new Date(),
) {
  await consume(db, 'documentsByUser', actor.id);
  const env = getEnv();
  const units: OfferUnit[] = [];
  for (const u of input.units) units.push(await offerUnit(db, u, now));
  const holidays = await loadHolidays(db);
  const validUntil = addWorkingDays(now, env.OFFER_VALID_WORKING_DAYS, holidays, env.APP_TIMEZONE);
  const id = randomUUID();
  const { seq, number, fileName } = await nextNumber(db, 'COMMERCIAL_OFFER');
  const author = (await fullNames(db, [actor.id])).get(actor.id) || actor.email;
  const data: OfferPdf = {
    meta: {
      number,
      issuedAt: now.toISOString(),
      url: documentUrl(id),
      title: `Коммерческое предложение ${number}`,
      author,
    },
    developer: input.show_developer
      ? { name: env.DEVELOPER_NAME, site: env.DEVELOPER_SITE, phone: env.DEVELOPER_PHONE }
      : null,
    manager: input.manager,
    customer: {
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      agency: input.agency_name ?? null,
    },
    validUntil: format(new TZDate(validUntil.getTime(), env.APP_TIMEZONE), 'yyyy-MM-dd'),
    units,
  };
  const pdf = await renderDocument({ kind: 'offer', data });
  return storeDocument(db, {
    id,
    kind: 'COMMERCIAL_OFFER',
    seq,
    number,
    fileName,
    issuedBy: actor.id,
    issuedAt: now,
    customerName: input.name,
    customerPhone: input.phone,
    request: input,
    data,
    pdf,
  });
}
