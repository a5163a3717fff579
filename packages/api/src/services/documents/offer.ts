import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { OfferPrice, OfferUnit } from '@app/pdf';
import type { Db } from '@app/db';
import { quote, roundMoney, toDecimal, type DecimalLike } from '@app/pricing';
import { formatPhone, type CommercialOfferData } from '@app/validators';
import { getEnv } from '../../env';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth';
import { addWorkingDays, loadHolidays } from '../calendar';
import { conditionsValidOn, quoteUnitExact } from '../pricing';
import { consume } from '../rate-limit';
import { findUnit, type UnitRow } from '../units';
import { bookedQuote, type OfferQuote } from './offer-booking';
import { planImage } from './plan';
import { issueDocument } from './issue';

/** An amount of the quote as the decimal text it prints (the quote's own text, 2 decimals). */
const money = (v: DecimalLike) => roundMoney(toDecimal(v));

type OptionConditions = Awaited<ReturnType<typeof conditionsValidOn<'option'>>>['items'];

/**
 * The quote of the day with the unit's chosen discounts, or null for a unit without a base price
 * (offered "on request"). A discount the unit does not have, or two that exclude each other, is
 * a 400 on this unit's `discounts` field.
 */
async function unitQuote(db: Db, unit: UnitRow, discounts: string[], index: number, now: Date) {
  try {
    return await quoteUnitExact(db, unit, { discounts, options: [] }, now);
  } catch (e) {
    if (e instanceof AppError && e.appCode === 'UNIT_HAS_NO_PRICE') return null;
    if (e instanceof AppError && e.code === 'BAD_REQUEST')
      throw new AppError('BAD_REQUEST', e.appCode, e.message, {
        fieldErrors: { [`units.${index}.discounts`]: Object.values(e.fieldErrors ?? {}).flat() },
      });
    throw e;
  }
}

/**
 * The price block: the quote's lines and total exactly as `pricing.quote` gives them, and the
 * options the unit has that are not applied, each with the amount it would add (the same
 * calculation), listed as not included in the total.
 */
function offerPrice(q: OfferQuote, optionConditions: OptionConditions): OfferPrice {
  const applied = new Set(q.lines.map((l) => l.ref));
  const notIncluded = optionConditions
    .filter((c) => c.option && !applied.has(c.option.id))
    .map((c) => {
      const [line] = quote({
        basePrice: q.base_price,
        area: q.area,
        conditions: [
          {
            id: c.id,
            kind: 'option',
            ref: c.option?.id ?? '',
            sum: c.sum,
            percent: c.percent,
            sum_per_sq_m: c.sum_per_sq_m,
          },
        ],
      }).lines;
      return { description: c.option?.description ?? 'Опция', amount: line?.amount ?? '0.00' };
    })
    .filter((extra) => toDecimal(extra.amount).gt(0));
  return {
    base: money(q.base_price.amount),
    pricePerSqM: q.base_price.fixed_price === null ? money(q.base_price.price_per_sq_m) : null,
    lines: q.lines.map((l) => ({
      description: l.description ?? (l.kind === 'discount' ? 'Скидка' : 'Опция'),
      kind: l.kind,
      amount: money(l.signed),
    })),
    total: money(q.total),
    notIncluded,
  };
}

/**
 * A unit of the offer: its record, the day's quote with its chosen discounts (or, issued for a
 * booking, the booking's agreed price), facing, plan.
 */
async function offerUnit(
  db: Db,
  actor: AuthUser,
  u: CommercialOfferData['units'][number],
  index: number,
  now: Date,
): Promise<OfferUnit> {
  const unit = await findUnit(db, u.unit);
  const [q, options, plan] = await Promise.all([
    u.booking
      ? bookedQuote(db, actor, u.booking, unit, index)
      : unitQuote(db, unit, u.discounts, index, now),
    conditionsValidOn(db, 'option', { date: now, unit: unit.id }),
    planImage(unit.plan_url),
  ]);
  // The facing: the unit's facing options that apply by default (they are in its price).
  const facing = u.show_facing
    ? options.items
        .filter(
          (c) =>
            c.option?.type === 'OPTION_TYPE_FACING' &&
            (c.used_by_default || c.option.used_by_default),
        )
        .map((c) => c.option?.description ?? '')
        .filter(Boolean)
        .join(', ') || null
    : null;
  return {
    name: u.unit_name || unit.name,
    code: unit.code,
    complex: unit.complex,
    plan,
    building: unit.building,
    section: String(unit.section),
    floor: unit.floor,
    rooms: unit.rooms,
    area: unit.area,
    options: u.options,
    facing,
    price: q && offerPrice(q, options.items),
  };
}

/**
 * `documents.commercialOffer`: the prices are the day of issue's `pricing.quote` with the default
 * conditions and each unit's chosen discounts, printed line by line as the quote gives them, kept
 * in the document's data; issued like every document (issue.ts: number, render, store). Its
 * public link is printed with its QR code and opens the PDF without a login until the end of the
 * "valid until" day.
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
  for (const [i, u] of input.units.entries()) units.push(await offerUnit(db, actor, u, i, now));
  const holidays = await loadHolidays(db);
  const validDay = addWorkingDays(now, env.OFFER_VALID_WORKING_DAYS, holidays, env.APP_TIMEZONE);
  const validUntil = format(new TZDate(validDay.getTime(), env.APP_TIMEZONE), 'yyyy-MM-dd');
  const { public_url, ...issued } = await issueDocument(db, actor, {
    content: {
      kind: 'COMMERCIAL_OFFER',
      data: {
        developer: input.show_developer
          ? {
              name: env.DEVELOPER_NAME,
              site: env.DEVELOPER_SITE,
              phone: formatPhone(env.DEVELOPER_PHONE),
            }
          : null,
        manager: { ...input.manager, phone: formatPhone(input.manager.phone) },
        customer: {
          name: input.name,
          phone: formatPhone(input.phone),
          email: input.email ?? null,
          agency: input.agency_name ?? null,
          coBuyers: (input.co_buyers ?? []).map((c) => ({
            name: c.name,
            phone: formatPhone(c.phone),
          })),
        },
        validUntil,
        units,
      },
    },
    customer: { name: input.name, phone: input.phone },
    request: input,
    now,
  });
  // issue.ts gives every offer its public link: the answer always carries it.
  if (public_url === undefined) throw new Error('An offer was issued without its public link');
  return { ...issued, public_url };
}
