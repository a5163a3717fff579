// Automatic JSX runtime whatever tsconfig the loader (tsx, esbuild, vite) picks up.
/** @jsxRuntime automatic */
import { Document, Image, Page, Path, Svg, Text, View, StyleSheet } from '@react-pdf/renderer';
import { formatMoney, formatSignedMoney } from '@app/pricing';
import { formatArea, formatDateLong, NBSP, plainText, ruCountWord } from '../format';
import { qrPath } from '../qr';
import type { CommercialOfferData, OfferPrice, OfferUnit } from '../types';
import { Card, CardRow, ManagerCard, PageFooter, PageHeader } from './common';
import { colors, styles } from './theme';

const QR_SIZE = 78;

const s = StyleSheet.create({
  intro: { flexDirection: 'row', alignItems: 'flex-start' },
  developer: {
    marginBottom: 12,
    paddingLeft: 8,
    borderLeftWidth: 2,
    borderLeftColor: colors.accent,
  },
  developerName: { fontSize: 11.5, fontWeight: 700, color: colors.ink },
  developerLine: { fontSize: 9, color: colors.muted, marginTop: 1 },
  introText: { flex: 1, paddingRight: 16 },
  validity: {
    marginTop: 8,
    fontSize: 9.5,
    color: colors.accent,
    fontWeight: 700,
  },
  qrBox: { width: QR_SIZE + 40, alignItems: 'center' },
  qrCaption: {
    fontSize: 6.5,
    lineHeight: 1.3,
    color: colors.muted,
    textAlign: 'center',
    marginTop: 2,
    marginBottom: 1,
  },
  qrUrl: { fontSize: 6, lineHeight: 1.25, color: colors.faint, textAlign: 'center' },
  unit: { marginTop: 18 },
  unitHead: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    borderBottomWidth: 0.8,
    borderBottomColor: colors.rule,
    paddingBottom: 5,
    marginBottom: 10,
  },
  unitName: { fontSize: 14, fontWeight: 700, color: colors.ink, flex: 1, paddingRight: 12 },
  unitCode: { fontSize: 9, color: colors.muted },
  unitBody: { flexDirection: 'row' },
  plan: {
    width: 220,
    height: 170,
    backgroundColor: colors.fill,
    borderWidth: 0.6,
    borderColor: colors.rule,
    borderRadius: 3,
    alignItems: 'center',
    justifyContent: 'center',
  },
  planImage: { width: 212, height: 162, objectFit: 'contain' },
  facts: { flex: 1, paddingLeft: 16 },
  factRow: {
    flexDirection: 'row',
    paddingVertical: 3.2,
    borderBottomWidth: 0.5,
    borderBottomColor: colors.rule,
  },
  factLabel: { width: 74, fontSize: 9.5, color: colors.muted },
  factValue: { flex: 1, fontSize: 9.5, color: colors.ink },
  optionsBlock: { marginTop: 10 },
  optionsGrid: { flexDirection: 'row', flexWrap: 'wrap' },
  optionItem: { width: '50%', flexDirection: 'row', paddingVertical: 1.6, paddingRight: 10 },
  optionDef: { fontSize: 8.5, color: colors.muted, width: '50%', paddingRight: 4 },
  optionValue: { fontSize: 8.5, color: colors.ink, width: '50%' },
  price: {
    marginTop: 12,
    borderWidth: 0.8,
    borderColor: colors.rule,
    borderRadius: 3,
  },
  priceRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 4,
    paddingHorizontal: 10,
    borderBottomWidth: 0.5,
    borderBottomColor: colors.rule,
  },
  priceLabel: { fontSize: 9.5, color: colors.text, flex: 1, paddingRight: 12 },
  priceAmount: { fontSize: 9.5, color: colors.ink },
  priceInfo: { fontSize: 8.5, color: colors.muted },
  discount: { color: colors.discount },
  totalRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingVertical: 7,
    paddingHorizontal: 10,
    backgroundColor: colors.accentSoft,
  },
  totalLabel: { fontSize: 11, fontWeight: 700, color: colors.ink, paddingBottom: 1.5 },
  totalAmount: { fontSize: 14, fontWeight: 700, color: colors.accent },
  onRequest: {
    marginTop: 12,
    paddingVertical: 10,
    paddingHorizontal: 10,
    backgroundColor: colors.accentSoft,
    borderRadius: 3,
  },
  onRequestText: { fontSize: 12, fontWeight: 700, color: colors.accent },
  onRequestHint: { fontSize: 9, color: colors.muted, marginTop: 2 },
  note: { fontSize: 8.5, color: colors.muted, marginTop: 6 },
  extras: { marginTop: 8 },
  extraRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 2,
    paddingHorizontal: 10,
  },
  extraLabel: { fontSize: 8.5, color: colors.muted, flex: 1, paddingRight: 12 },
  extraAmount: { fontSize: 8.5, color: colors.muted },
});

const rub = (value: string) => formatMoney(value, 'ru');

/** Is `uri` an image react-pdf can draw (PNG or JPEG as a data URI)? Anything else is left out. */
const drawable = (uri: string | null | undefined): uri is string =>
  typeof uri === 'string' && /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(uri);

/** Splits a long token (a URL) into lines of at most `width` characters: it has no spaces to break at. */
function chunks(text: string, width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += width) out.push(text.slice(i, i + width));
  return out;
}

function QrCode({ url }: { url: string }) {
  const qr = qrPath(url);
  const shown = plainText(url);
  return (
    <View style={s.qrBox}>
      <Svg width={QR_SIZE} height={QR_SIZE} viewBox={`0 0 ${qr.size} ${qr.size}`}>
        <Path d={qr.d} fill={colors.ink} />
      </Svg>
      <Text style={s.qrCaption}>Этот документ онлайн</Text>
      {chunks(shown.length > 160 ? `${shown.slice(0, 157)}...` : shown, 34).map((line, i) => (
        <Text key={i} style={s.qrUrl}>
          {line}
        </Text>
      ))}
    </View>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={s.factRow}>
      <Text style={s.factLabel}>{label}</Text>
      <Text style={s.factValue}>{value}</Text>
    </View>
  );
}

const unitsWord = (n: number) =>
  ruCountWord(n, { one: 'объект', few: 'объекта', many: 'объектов' });

function roomsText(rooms: number): string {
  return rooms === 0 ? 'студия' : String(rooms);
}

function PriceBlock({ price, validUntil }: { price: OfferPrice | null; validUntil: string }) {
  const valid = `Предложение действительно до ${formatDateLong(validUntil)}`;
  if (!price) {
    return (
      <View style={s.onRequest} wrap={false}>
        <Text style={s.onRequestText}>Цена по запросу</Text>
        <Text style={s.onRequestHint}>Уточните стоимость у вашего менеджера. {valid}</Text>
      </View>
    );
  }
  return (
    <View wrap={false}>
      <View style={s.price}>
        <View style={s.priceRow}>
          <Text style={s.priceLabel}>Базовая стоимость</Text>
          <Text style={s.priceAmount}>{rub(price.base)}</Text>
        </View>
        {price.pricePerSqM != null ? (
          <View style={s.priceRow}>
            <Text style={[s.priceLabel, s.priceInfo]}>Цена за м²</Text>
            <Text style={[s.priceAmount, s.priceInfo]}>{rub(price.pricePerSqM)}</Text>
          </View>
        ) : null}
        {price.lines.map((line, i) => (
          <View key={i} style={s.priceRow}>
            <Text style={s.priceLabel}>
              {plainText(line.description) || (line.kind === 'discount' ? 'Скидка' : 'Опция')}
            </Text>
            <Text style={[s.priceAmount, line.kind === 'discount' ? s.discount : {}]}>
              {formatSignedMoney(line.amount, 'ru')}
            </Text>
          </View>
        ))}
        <View style={s.totalRow}>
          <Text style={s.totalLabel}>Итоговая стоимость</Text>
          <Text style={s.totalAmount}>{rub(price.total)}</Text>
        </View>
      </View>
      {price.notIncluded?.length ? (
        <View style={s.extras}>
          <Text style={styles.sectionLabel}>НЕ ВКЛЮЧЕНО В СТОИМОСТЬ</Text>
          {price.notIncluded.map((extra, i) => (
            <View key={i} style={s.extraRow}>
              <Text style={s.extraLabel}>{plainText(extra.description) || 'Опция'}</Text>
              <Text style={s.extraAmount}>
                {formatSignedMoney(extra.amount, 'ru')} (не включено)
              </Text>
            </View>
          ))}
        </View>
      ) : null}
      <Text style={s.note}>{valid}</Text>
    </View>
  );
}

function UnitSection({
  unit,
  validUntil,
  first,
}: {
  unit: OfferUnit;
  validUntil: string;
  first: boolean;
}) {
  const facts: [string, string][] = [];
  if (unit.complex) facts.push(['Комплекс', plainText(unit.complex)]);
  if (unit.building != null) facts.push(['Корпус', plainText(unit.building)]);
  if (unit.section != null) facts.push(['Секция', plainText(unit.section)]);
  if (unit.floor != null) facts.push(['Этаж', String(unit.floor)]);
  if (unit.rooms != null) facts.push(['Комнат', roomsText(unit.rooms)]);
  facts.push(['Площадь', formatArea(unit.area)]);
  if (unit.facing != null) facts.push(['Отделка', plainText(unit.facing)]);
  return (
    <View style={s.unit} break={!first}>
      <View wrap={false}>
        <View style={s.unitHead}>
          <Text style={s.unitName}>{plainText(unit.name)}</Text>
          <Text style={s.unitCode}>
            Код{NBSP}
            {plainText(unit.code)}
          </Text>
        </View>
        <View style={s.unitBody}>
          {drawable(unit.plan) ? (
            <View style={s.plan}>
              <Image style={s.planImage} src={unit.plan} />
            </View>
          ) : null}
          <View style={drawable(unit.plan) ? s.facts : [s.facts, { paddingLeft: 0 }]}>
            {facts.map(([label, value]) => (
              <Fact key={label} label={label} value={value} />
            ))}
          </View>
        </View>
      </View>
      {unit.options.length > 0 ? (
        <View style={s.optionsBlock}>
          <Text style={styles.sectionLabel}>ХАРАКТЕРИСТИКИ</Text>
          <View style={s.optionsGrid}>
            {unit.options.map((o, i) => (
              <View key={i} style={s.optionItem} wrap={false}>
                <Text style={s.optionDef}>{plainText(o.def)}</Text>
                <Text style={s.optionValue}>{plainText(o.value)}</Text>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <PriceBlock price={unit.price} validUntil={validUntil} />
    </View>
  );
}

/** The commercial offer: who offers what to whom, unit by unit, with prices and a QR link. */
export function CommercialOfferDocument({ data }: { data: CommercialOfferData }) {
  const { meta, developer, manager, customer } = data;
  const issued = new Date(meta.issuedAt);
  const validity = `Предложение действительно до ${formatDateLong(data.validUntil)}`;
  return (
    <Document
      title={plainText(meta.title)}
      author={plainText(meta.author)}
      subject={`Коммерческое предложение №${NBSP}${plainText(meta.number)}`}
      creator="@app/pdf"
      producer="react-pdf"
      language="ru"
      creationDate={issued}
      modificationDate={issued}
    >
      <Page size="A4" style={styles.page}>
        <PageHeader kind="Коммерческое предложение" meta={meta} fixed />
        <View style={s.intro}>
          <View style={s.introText}>
            {developer ? (
              <View style={s.developer}>
                <Text style={s.developerName}>{plainText(developer.name)}</Text>
                <Text style={s.developerLine}>
                  {[developer.site, developer.phone ?? '']
                    .map(plainText)
                    .filter(Boolean)
                    .join('   ·   ')}
                </Text>
              </View>
            ) : null}
            <Text style={styles.title}>Коммерческое предложение</Text>
            <Text style={styles.subtitle}>
              {[
                data.units.length === 1
                  ? plainText(data.units[0]?.name)
                  : `${data.units.length} ${unitsWord(data.units.length)}`,
                ...new Set(data.units.map((u) => plainText(u.complex)).filter(Boolean)),
              ].join(' · ')}
            </Text>
            <Text style={s.validity}>{validity}</Text>
          </View>
          <QrCode url={meta.url} />
        </View>
        <CardRow>
          <ManagerCard manager={manager} />
          <Card label="Клиент">
            <Text style={styles.cardName}>{plainText(customer.name)}</Text>
            <Text style={styles.cardLine}>{plainText(customer.phone)}</Text>
            {customer.email ? (
              <Text style={styles.cardLine}>{plainText(customer.email)}</Text>
            ) : null}
            {customer.agency ? (
              <Text style={styles.cardMuted}>Агентство: {plainText(customer.agency)}</Text>
            ) : null}
            {(customer.coBuyers ?? []).map((c, i) => (
              <Text key={i} style={styles.cardLine}>
                Созаёмщик: {plainText(c.name)}, {plainText(c.phone)}
              </Text>
            ))}
          </Card>
        </CardRow>
        {data.units.map((unit, i) => (
          <UnitSection key={i} unit={unit} validUntil={data.validUntil} first={i === 0} />
        ))}
        <PageFooter
          left={`${developer ? `${plainText(developer.name)} · ` : ''}Коммерческое предложение №${NBSP}${plainText(meta.number)}`}
          page="auto"
        />
      </Page>
    </Document>
  );
}
