// Automatic JSX runtime whatever tsconfig the loader (tsx, esbuild, vite) picks up.
/** @jsxRuntime automatic */
import { Document, Page, StyleSheet, Text, View, type Styles } from '@react-pdf/renderer';
import { formatDecimal, formatMoney } from '@app/pricing';
import { chartModel } from '../chart';
import { formatDateShort, formatPercent, NBSP, plainText, ruCountWord } from '../format';
import { paginateRows } from '../paginate';
import type { PaymentScheduleData, ScheduleItem } from '../types';
import { PageFooter, PageHeader } from './common';
import { CARD_ROW_HEIGHT, hasSubject, ScheduleCards } from './schedule-cards';
import { PaymentsChart, chartCaption } from './schedule-chart';
import { colors, contentWidth, page, styles } from './theme';

/*
 * The schedule paginates itself: every block above the table has a fixed height, every table
 * row is one line of a fixed height, so the rows per page are known before layout and each
 * page is an explicit <Page wrap={false}> with its own header, footer and table header.
 * react-pdf's own wrapping (a `fixed` table header repeated on every page) costs seconds for a
 * 360-row table; this costs a plain layout.
 */
const ROW = 15;
const TABLE_HEAD = 22;
const TOTAL_ROW = ROW + 3;
const BLOCK = {
  title: 44,
  summary: 12 + 40,
  chartCaption: 14 + 14,
  tableGap: 14,
};
const CHART_HEIGHT = 150;
/** What the chart may give up so the table keeps its page count (paginate.ts). */
const CHART_STRETCH = 40;
/** A last page after the first carries at least this many rows with the totals. */
const MIN_LAST_ROWS = 6;
const CONTENT_HEIGHT = page.height - page.top - page.bottom;

/**
 * The table's geometry: the room for rows on the first page (below the title, the cards, a second
 * row of cards when the schedule names its unit or customer, the summary and the chart) and on the
 * next ones; exported for the page-count tests.
 */
export function scheduleTableLayout(withSubject: boolean) {
  const opening =
    BLOCK.title +
    CARD_ROW_HEIGHT * (withSubject ? 2 : 1) +
    BLOCK.summary +
    BLOCK.chartCaption +
    CHART_HEIGHT +
    BLOCK.tableGap;
  return {
    rowHeight: ROW,
    firstPageSpace: CONTENT_HEIGHT - opening - TABLE_HEAD,
    nextPageSpace: CONTENT_HEIGHT - TABLE_HEAD,
    closingHeight: TOTAL_ROW,
    firstPageStretch: CHART_STRETCH,
    minLastRows: MIN_LAST_ROWS,
  };
}

const s = StyleSheet.create({
  frame: { height: CONTENT_HEIGHT },
  title: { height: BLOCK.title },
  summary: { flexDirection: 'row', marginTop: 12, height: 40 },
  stat: {
    flex: 1,
    borderLeftWidth: 2,
    borderLeftColor: colors.accent,
    paddingLeft: 8,
    paddingVertical: 3,
  },
  statGap: { width: 12 },
  statLabel: { fontSize: 7.5, fontWeight: 700, letterSpacing: 0.8, color: colors.muted },
  statValue: { fontSize: 13, fontWeight: 700, color: colors.ink, marginTop: 3 },
  chartBox: { marginTop: 14 },
  chartCaption: { fontSize: 8.5, color: colors.muted, height: 14 },
  table: { marginTop: BLOCK.tableGap },
  tableHead: {
    flexDirection: 'row',
    height: TABLE_HEAD,
    alignItems: 'center',
    backgroundColor: colors.fillStrong,
    borderBottomWidth: 0.8,
    borderBottomColor: colors.muted,
  },
  th: { fontSize: 8, fontWeight: 700, color: colors.text, paddingHorizontal: 6 },
  rows: { flexDirection: 'row' },
  stripe: {
    position: 'absolute',
    left: 0,
    right: 0,
    height: ROW,
    backgroundColor: colors.fill,
  },
  td: { fontSize: 9, lineHeight: ROW / 9, color: colors.ink, paddingHorizontal: 6, paddingTop: 0 },
  totalRow: {
    flexDirection: 'row',
    height: TOTAL_ROW,
    alignItems: 'center',
    borderTopWidth: 0.8,
    borderTopColor: colors.ink,
  },
  tdTotal: { fontSize: 9, fontWeight: 700, color: colors.ink, paddingHorizontal: 6 },
  oneLine: { maxLines: 1, textOverflow: 'ellipsis' },
});

const ALL_COLUMNS = [
  { title: '№', width: 36, align: 'right' },
  { title: 'Дата', width: 76, align: 'left' },
  { title: `Площадь, м²`, width: 92, align: 'right' },
  { title: `Цена за м², ₽`, width: 150, align: 'right' },
  { title: `Платёж, ₽`, width: contentWidth - 36 - 76 - 92 - 150, align: 'right' },
] as const;
type Column = { title: string; width: number; align: 'left' | 'right' };
/** Without area and price per m² (the default: they repeat on every row), the payment widens. */
const SHORT_COLUMNS: Column[] = [
  ALL_COLUMNS[0],
  ALL_COLUMNS[1],
  { ...ALL_COLUMNS[4], width: contentWidth - 36 - 76 },
];
const columnsFor = (showArea: boolean | undefined): Column[] =>
  showArea ? [...ALL_COLUMNS] : SHORT_COLUMNS;
/** A row's values as the columns shown have them (the full row: №, date, area, per m², payment). */
const shown = (values: string[], showArea: boolean | undefined) =>
  showArea ? values : [values[0] ?? '', values[1] ?? '', values[4] ?? ''];

function Cells({
  values,
  style,
  columns,
}: {
  values: string[];
  style: Styles[string];
  columns: Column[];
}) {
  return (
    <>
      {columns.map((c, i) => (
        <Text key={i} style={[style, { width: c.width, textAlign: c.align }]}>
          {values[i] ?? ''}
        </Text>
      ))}
    </>
  );
}

function TableHead({ columns }: { columns: Column[] }) {
  return (
    <View style={s.tableHead}>
      <Cells values={columns.map((c) => c.title)} style={s.th} columns={columns} />
    </View>
  );
}

/**
 * One page of rows as five column texts with one line per row (a fixed line height), over
 * stripe rectangles: five text nodes per page instead of five per row, which is what makes a
 * 360-row table cheap to lay out.
 */
function Rows({
  items,
  first,
  showArea,
}: {
  items: readonly ScheduleItem[];
  first: number;
  showArea: boolean | undefined;
}) {
  const shownColumns = columnsFor(showArea);
  const columns: string[][] = shownColumns.map(() => []);
  items.forEach((item, i) => {
    const values = [
      String(first + i + 1),
      formatDateShort(item.date),
      formatDecimal(item.area, 'ru', 2),
      formatDecimal(item.priceSqByMonth, 'ru', 2),
      formatDecimal(item.priceByMonth, 'ru', 2),
    ];
    shown(values, showArea).forEach((v, c) => columns[c]?.push(v));
  });
  return (
    <View style={[s.rows, { height: items.length * ROW }]}>
      {items.map((_, i) =>
        (first + i) % 2 === 1 ? <View key={i} style={[s.stripe, { top: i * ROW }]} /> : null,
      )}
      {shownColumns.map((c, i) => (
        <Text key={i} style={[s.td, { width: c.width, textAlign: c.align }]}>
          {columns[i]?.join('\n')}
        </Text>
      ))}
    </View>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <View style={s.stat}>
      <Text style={s.statLabel}>{label.toUpperCase()}</Text>
      <Text style={[s.statValue, s.oneLine]}>{value}</Text>
    </View>
  );
}

/** The payment schedule: contacts, the totals, a chart of the payments and the instalment table. */
export function PaymentScheduleDocument({ data }: { data: PaymentScheduleData }) {
  const { meta, items } = data;
  const issued = new Date(meta.issuedAt);
  const { pages, stretch } = paginateRows(items.length, scheduleTableLayout(hasSubject(data)));
  const model = chartModel(items);
  const footer = `График платежей №${NBSP}${plainText(meta.number)}`;
  const columns = columnsFor(data.showArea);
  return (
    <Document
      title={plainText(meta.title)}
      author={plainText(meta.author)}
      subject={footer}
      creator="@app/pdf"
      producer="react-pdf"
      language="ru"
      creationDate={issued}
      modificationDate={issued}
    >
      {pages.map(([from, to], p) => (
        <Page key={p} size="A4" style={styles.page} wrap={false}>
          <PageHeader kind="График платежей" meta={meta} />
          {/* A page that does not wrap is as tall as its content: this box makes it A4. */}
          <View style={s.frame}>
            {p === 0 ? (
              <>
                <View style={s.title}>
                  <Text style={styles.title}>График платежей</Text>
                  <Text style={[styles.subtitle, s.oneLine]}>
                    {items.length} {paymentsWord(items.length)}
                    {items[0] ? ` с ${formatDateShort(items[0].date)}` : ''}
                    {items.length > 1
                      ? ` по ${formatDateShort(items[items.length - 1]?.date ?? '')}`
                      : ''}
                  </Text>
                </View>
                <ScheduleCards data={data} />
                <View style={s.summary}>
                  <Stat label="Сумма" value={formatMoney(data.summary, 'ru')} />
                  <View style={s.statGap} />
                  <Stat label="Переплата" value={formatMoney(data.overpayment, 'ru')} />
                  <View style={s.statGap} />
                  <Stat label="Ставка" value={`${formatPercent(data.percent)} годовых`} />
                </View>
                <View style={s.chartBox}>
                  <Text style={s.chartCaption}>{chartCaption(model)}</Text>
                  <PaymentsChart
                    model={model}
                    width={contentWidth}
                    height={CHART_HEIGHT - stretch}
                  />
                </View>
              </>
            ) : null}
            <View style={p === 0 ? s.table : undefined}>
              <TableHead columns={columns} />
              <Rows items={items.slice(from, to)} first={from} showArea={data.showArea} />
              {p === pages.length - 1 ? (
                <View style={s.totalRow}>
                  <Cells
                    style={s.tdTotal}
                    columns={columns}
                    values={shown(
                      ['', 'Итого', '', '', formatDecimal(data.totals.priceByMonth, 'ru', 2)],
                      data.showArea,
                    )}
                  />
                </View>
              ) : null}
            </View>
          </View>
          <PageFooter left={footer} page={{ number: p + 1, total: pages.length }} />
        </Page>
      ))}
    </Document>
  );
}

const paymentsWord = (n: number) =>
  ruCountWord(n, { one: 'платёж', few: 'платежа', many: 'платежей' });
