// bookings.create for the baseline (bench/baseline-server.mjs): services/bookings/create.ts's
// statements in one transaction (base price read and webhook look-up included, though the bench has
// neither), holidays cached for a minute as the app does.
import { HOLDS_UNIT, basePriceOn, exec, failure, iso, json, pgArray } from './baseline-sql.mjs';

/** Adds `days` working days (not Saturday, Sunday or a holiday in `timeZone`), keeping the time of day. */
function addWorkingDays(start, days, holidays, timeZone) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  let t = start.getTime();
  for (let left = days; left > 0;) {
    t += 86_400_000; // one day: the default zone (Europe/Moscow) keeps one offset all year
    const p = Object.fromEntries(format.formatToParts(t).map((x) => [x.type, x.value]));
    const weekend = p.weekday === 'Sat' || p.weekday === 'Sun';
    if (!weekend && !holidays.has(`${p.year}-${p.month}-${p.day}`)) left--;
  }
  return new Date(t);
}

/** services/webhooks/events.ts anySubscriber: does an active endpoint take events of `type`? */
async function subscribed(tx, type) {
  const rows = await exec(
    tx,
    `select "id" from "webhook_endpoints" where ("webhook_endpoints"."active" = $1 and "webhook_endpoints"."deleted_at" is null and $2 = any("webhook_endpoints"."events")) limit $3`,
    [true, type, 1],
  );
  return rows.length > 0;
}

export function createBooking(sql, { columns, insert }, env) {
  const holdDays = Number(env.BOOKING_HOLD_WORKING_DAYS ?? 3);
  const timeZone = env.APP_TIMEZONE ?? 'Europe/Moscow';
  let holidays = { at: -Infinity, days: new Set() };
  async function loadHolidays() {
    if (Date.now() - holidays.at < 60_000) return holidays.days;
    const rows = await exec(sql, 'select "day" from "holidays"');
    holidays = { at: Date.now(), days: new Set(rows.map((r) => r.day)) };
    return holidays.days;
  }

  return async (input, userId) => {
    const now = new Date();
    const expiration = addWorkingDays(now, holdDays, await loadHolidays(), timeZone);
    const at = now.toISOString();
    return sql.begin(async (tx) => {
      const [unit] = await exec(
        tx,
        `select ${columns('units')} from "units" where ("units"."id" = $1 and "units"."deleted_at" is null) for update`,
        [input.unit],
      );
      if (!unit) throw failure(404, 'Unit not found');
      const [holder] = await exec(
        tx,
        `select ${columns('bookings')} from "bookings" where ("bookings"."unit" = $1 and ${HOLDS_UNIT}) for update`,
        [unit.id],
      );
      if (holder || unit.status !== 'UNIT_STATUS_AVAILABLE')
        throw failure(409, 'This unit is not available for booking');
      // services/bookings/pricing-snapshot.ts: the base price in force now, for `unit_data`.
      const bp = await basePriceOn(tx, columns, unit.id, now);
      if (bp) throw failure(500, 'the baseline creates on units without a price (bench data)');
      const [b] = await insert(
        tx,
        'bookings',
        [
          {
            created_at: at,
            updated_at: at,
            unit: unit.id,
            unit_data: json({
              code: unit.code,
              number: unit.number,
              base_price: null,
              base_price_id: null,
            }),
            expiration_date: expiration.toISOString(),
            owner: userId,
            responsible: userId,
            region: unit.region,
            // bookings/customer.ts customerColumns(null): no customer, sent as nulls.
            customer_name: null,
            customer_phone: null,
            customer_email: null,
          },
        ],
        true,
      );
      // services/bookings/history.ts recordHistory: the properties that are not null.
      const entry = {
        booking: b.id,
        date: at,
        entity_type: 'Booking',
        entity_id: b.id,
        user: userId,
      };
      const created = Object.entries({
        unit: b.unit,
        number: b.number,
        status: b.status,
        expiration_date: iso(b.expiration_date),
        owner: b.owner,
        responsible: b.responsible,
        crm_deal_id: b.crm_deal_id,
        comment: b.comment,
        region: b.region,
        unit_data: b.unit_data,
      }).filter(([, v]) => v !== null);
      const history = created.map(([property, v]) => ({
        ...entry,
        property,
        old_value: null,
        new_value: json(v),
      }));
      await insert(tx, 'booking_history', history);
      // services/units changeUnitStatus, then the booking's history (bookings/units.ts moveUnit).
      await exec(
        tx,
        `update "units" set "updated_at" = $1, "status" = $2, "second_statuses" = $3 where "units"."id" = $4 returning ${columns('units')}`,
        [at, 'UNIT_STATUS_BOOKED', pgArray(unit.second_statuses), unit.id],
      );
      const change = {
        property: 'status',
        old_value: json(unit.status),
        new_value: json('UNIT_STATUS_BOOKED'),
      };
      await insert(tx, 'unit_status_log', [{ unit: unit.id, date: at, ...change, user: userId }]);
      if (await subscribed(tx, 'unit.status_changed'))
        throw failure(500, 'the baseline writes no webhook events (bench data: no endpoint)');
      await insert(tx, 'booking_history', [
        { ...entry, entity_type: 'Unit', entity_id: unit.id, ...change },
      ]);
      if (await subscribed(tx, 'booking.created'))
        throw failure(500, 'the baseline writes no webhook events (bench data: no endpoint)');
      return { item: { id: b.id }, message: `Booking №${b.number} created` };
    });
  };
}
