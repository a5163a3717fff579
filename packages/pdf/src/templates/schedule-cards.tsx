// Automatic JSX runtime whatever tsconfig the loader (tsx, esbuild, vite) picks up.
/** @jsxRuntime automatic */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDecimal } from '@app/pricing';
import { NBSP, plainText } from '../format';
import type { PaymentScheduleData } from '../types';
import { Card, CardRow, FitLine, ManagerCard } from './common';
import { styles } from './theme';

/** One row of cards: a gap above and cards of a fixed height (the first page is arithmetic). */
export const CARD_ROW_HEIGHT = 14 + 66;

const s = StyleSheet.create({
  row: { height: CARD_ROW_HEIGHT },
  card: { flex: 1, height: 66 },
  twoLines: { maxLines: 2, textOverflow: 'ellipsis' },
});

/** Does the schedule name what it is for (a unit, a booking or a customer)? */
export const hasSubject = (data: PaymentScheduleData) =>
  Boolean(data.unit || data.booking || data.customer);

/** The unit (name, code, area) and the booking's number. */
function UnitCard({ data }: { data: PaymentScheduleData }) {
  const { unit, booking } = data;
  const bookingLine = booking ? `Бронирование №${NBSP}${booking.number}` : null;
  return (
    <Card label="Объект">
      {unit ? (
        <>
          <FitLine text={plainText(unit.name)} style={styles.cardName} size={10.5} />
          <FitLine
            text={`${plainText(unit.code)} · ${formatDecimal(unit.area, 'ru', 2)}${NBSP}м²`}
            style={styles.cardLine}
            size={9}
          />
        </>
      ) : (
        <Text style={styles.cardLine}>—</Text>
      )}
      {bookingLine ? <FitLine text={bookingLine} style={styles.cardLine} size={9} /> : null}
    </Card>
  );
}

/** The customer's name and contacts. */
function CustomerCard({ customer }: { customer: NonNullable<PaymentScheduleData['customer']> }) {
  return (
    <Card label="Покупатель">
      <FitLine text={plainText(customer.name)} style={styles.cardName} size={10.5} />
      <FitLine text={plainText(customer.phone)} style={styles.cardLine} size={9} />
      {customer.email ? (
        <FitLine text={plainText(customer.email)} style={styles.cardLine} size={9} />
      ) : null}
    </Card>
  );
}

/**
 * The first page's cards: the manager and the sales office; below them, when the schedule is
 * issued for one, the unit with its booking and the customer.
 */
export function ScheduleCards({ data }: { data: PaymentScheduleData }) {
  const { manager, office, customer } = data;
  return (
    <>
      <View style={s.row}>
        <CardRow>
          <View style={s.card}>
            <ManagerCard manager={manager} fixedHeight />
          </View>
          {office ? (
            <View style={s.card}>
              <Card label="Офис продаж">
                <FitLine text={plainText(office.name)} style={styles.cardName} size={10.5} />
                {office.address ? (
                  <Text style={[styles.cardLine, s.twoLines]}>{plainText(office.address)}</Text>
                ) : null}
              </Card>
            </View>
          ) : (
            <View style={s.card} />
          )}
        </CardRow>
      </View>
      {hasSubject(data) ? (
        <View style={s.row}>
          <CardRow>
            <View style={s.card}>
              <UnitCard data={data} />
            </View>
            <View style={s.card}>
              {customer ? (
                <CustomerCard customer={customer} />
              ) : (
                <Card label="Покупатель">
                  <Text style={styles.cardLine}>—</Text>
                </Card>
              )}
            </View>
          </CardRow>
        </View>
      ) : null}
    </>
  );
}
