/** Reference-service projection: regions, sales offices and official non-working days. */

export const REGIONS = [
  { key: 'moscow', name: 'Москва', code: '77' },
  { key: 'moscow-oblast', name: 'Московская область', code: '50' },
  { key: 'spb', name: 'Санкт-Петербург', code: '78' },
] as const;
export type RegionKey = (typeof REGIONS)[number]['key'];

export const OFFICES: readonly {
  key: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  region: RegionKey;
}[] = [
  {
    key: 'central',
    name: 'Центральный офис продаж',
    address: 'г. Москва, Ленинградский проспект, д. 39, стр. 1, офис 204',
    phone: '+74952250101',
    email: 'sales@demo.test',
    region: 'moscow',
  },
  {
    key: 'site',
    name: 'Офис продаж на объекте ЖК «Северный парк»',
    address: 'г. Москва, ул. Дыбенко, д. 7, корп. 2',
    phone: '+74952250102',
    email: 'park@demo.test',
    region: 'moscow',
  },
  {
    key: 'khimki',
    name: 'Офис продаж «Химки»',
    address: 'Московская обл., г. Химки, ул. Московская, д. 21, пом. 3',
    phone: '+74952250103',
    email: 'khimki@demo.test',
    region: 'moscow-oblast',
  },
];

/** Official non-working days (Government decrees on the transfer of days off), 2026 and 2027. */
export const HOLIDAYS: readonly { day: string; name: string }[] = [
  ...range('2026-01', 1, 9, (d) =>
    d === 7
      ? 'Рождество Христово'
      : d === 9
        ? 'Перенос выходного дня с 3 января'
        : 'Новогодние каникулы',
  ),
  { day: '2026-02-23', name: 'День защитника Отечества' },
  { day: '2026-03-09', name: 'Перенос выходного дня с 8 марта (Международный женский день)' },
  { day: '2026-05-01', name: 'Праздник Весны и Труда' },
  { day: '2026-05-11', name: 'Перенос выходного дня с 9 мая (День Победы)' },
  { day: '2026-06-12', name: 'День России' },
  { day: '2026-11-04', name: 'День народного единства' },
  { day: '2026-12-31', name: 'Перенос выходного дня с 4 января' },
  ...range('2027-01', 1, 8, (d) => (d === 7 ? 'Рождество Христово' : 'Новогодние каникулы')),
  { day: '2027-02-23', name: 'День защитника Отечества' },
  { day: '2027-03-08', name: 'Международный женский день' },
  { day: '2027-05-03', name: 'Перенос выходного дня с 1 мая (Праздник Весны и Труда)' },
  { day: '2027-05-10', name: 'Перенос выходного дня с 9 мая (День Победы)' },
  { day: '2027-06-14', name: 'Перенос выходного дня с 12 июня (День России)' },
  { day: '2027-11-04', name: 'День народного единства' },
];

function range(month: string, from: number, to: number, name: (day: number) => string) {
  const days: { day: string; name: string }[] = [];
  for (let d = from; d <= to; d++)
    days.push({ day: `${month}-${String(d).padStart(2, '0')}`, name: name(d) });
  return days;
}
