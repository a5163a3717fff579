import { scheduleTotals } from '../src/format';
import type { CommercialOfferData, PaymentScheduleData, ScheduleItem } from '../src/types';
import { PLAN_PNG } from './plan';

/** Fixed sample data: the reference images and the byte-identity test depend on it. */
export const offerSample: CommercialOfferData = {
  meta: {
    number: 'КП-000123',
    issuedAt: '2026-11-24T22:30:00.000Z',
    url: 'https://crm.example.ru/o/8f0b5c1e-4d2a-4e7b-9c3f-2a1d5e6f7a8b.Xk3fQ1.q2b8XrX0m4J0zT7nq8Yw1p2R9sLk3VdA6uHc5eFgJ0M',
    title: 'Коммерческое предложение КП-000123',
    author: 'Анна Сергеевна Петрова',
  },
  developer: {
    name: 'ГК «Северный квартал»',
    site: 'sever-kvartal.ru',
    phone: '+7 (812) 555-01-23',
  },
  manager: {
    name: 'Анна Сергеевна Петрова',
    phone: '+7 (921) 123-45-67',
    email: 'a.petrova@sever-kvartal.ru',
  },
  customer: {
    name: 'Иван Фёдорович Крузенштерн',
    phone: '+7 (911) 765-43-21',
    email: 'ivan.k@example.com',
    agency: 'Агентство «Ключ»',
  },
  validUntil: '2026-12-31',
  units: [
    {
      name: 'Квартира 2-комнатная №145',
      code: 'SK-1-2-145',
      complex: 'ЖК «Северный парк»',
      plan: PLAN_PNG,
      building: 'Корпус 1',
      section: '2',
      floor: 9,
      rooms: 2,
      area: '58.4',
      options: [
        { def: 'Высота потолков', value: '2,85 м' },
        { def: 'Балкон', value: 'Лоджия 4,2 м²' },
        { def: 'Санузел', value: 'Раздельный' },
        { def: 'Вид из окон', value: 'Во двор и на парк' },
        { def: 'Кухня-гостиная', value: '18,6 м²' },
      ],
      facing: 'Чистовая (white box)',
      price: {
        base: '12450000.00',
        pricePerSqM: '213184.93',
        lines: [
          { description: 'Скидка при 100% оплате', kind: 'discount', amount: '-622500.00' },
          { description: 'Кладовая 3,1 м²', kind: 'option', amount: '450000.00' },
        ],
        total: '12277500.00',
        notIncluded: [{ description: 'Машино-место в паркинге', amount: '1500000.00' }],
      },
    },
  ],
};

/** Two more units: one without a price, facing or building; one with many options. */
export const offerManyUnits: CommercialOfferData = {
  ...offerSample,
  units: [
    ...offerSample.units,
    {
      name: 'Студия №12',
      code: 'SK-2-1-012',
      building: null,
      section: null,
      floor: 2,
      rooms: 0,
      area: '24.9',
      options: [],
      facing: null,
      price: null,
    },
    {
      name: 'Пентхаус №301',
      code: 'SK-1-1-301',
      building: 'Корпус 1',
      section: '1',
      floor: 25,
      rooms: 4,
      area: '142.35',
      options: Array.from({ length: 14 }, (_, i) => ({
        def: `Параметр ${i + 1}`,
        value: `Значение ${i + 1}`,
      })),
      facing: 'Дизайнерская',
      price: { base: '98765432.10', pricePerSqM: null, lines: [], total: '98765432.10' },
    },
  ],
};

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

// [payment, payment / 58.40 rounded half up], checked with Python's decimal module.
const FIRST = ['3600000.00', '61643.84'] as const;
const LARGE = ['412345.67', '7060.71'] as const;
const SMALL = ['41234.56', '706.07'] as const;

/** A schedule of `count` payments: a first payment, then equal instalments (fixture only). */
export function scheduleSample(count: number): PaymentScheduleData {
  const items: ScheduleItem[] = [];
  for (let i = 0; i < count; i++) {
    const [payment, perSqM] = i === 0 ? FIRST : count > 60 ? SMALL : LARGE;
    items.push({
      date: addMonths('2026-12-15', i),
      area: '58.40',
      priceSqByMonth: perSqM,
      priceByMonth: payment,
    });
  }
  const totals = scheduleTotals(items);
  return {
    meta: {
      number: 'ГП-000045',
      issuedAt: '2026-11-24T22:30:00.000Z',
      url: 'https://crm.example.ru/api/documents/45/pdf',
      title: 'График платежей ГП-000045',
      author: 'Анна Сергеевна Петрова',
    },
    manager: offerSample.manager,
    office: {
      name: 'Офис продаж «Северный квартал»',
      address: 'Санкт-Петербург, Приморский проспект, 54, корп. 1',
    },
    items,
    summary: totals.priceByMonth,
    overpayment: count > 60 ? '2140354.18' : '0.00',
    percent: count > 60 ? '7.5' : '0',
    totals,
    // The references print every column (the default leaves out area and price per m²).
    showArea: true,
  };
}

/** A schedule issued for a booking: it names the unit, the booking's number and the customer. */
export function scheduleForBooking(count: number): PaymentScheduleData {
  return {
    ...scheduleSample(count),
    unit: { name: 'Квартира 2-комнатная №145', code: 'SK-1-2-145', area: '58.40' },
    booking: { number: 1023 },
    customer: {
      name: 'Иван Фёдорович Крузенштерн',
      phone: '+79117654321',
      email: 'ivan.k@example.com',
    },
  };
}
