/** Demo directory: departments, job roles, partner agencies, employees and agency realtors. */
import type { RegionKey } from './reference';

export const DEPARTMENTS = [
  { key: 'sales', name: 'Отдел продаж' },
  { key: 'mortgage', name: 'Отдел ипотеки' },
  { key: 'legal', name: 'Юридический отдел' },
  { key: 'partners', name: 'Отдел по работе с партнёрами' },
  { key: 'marketing', name: 'Отдел маркетинга' },
] as const;
export type DepartmentKey = (typeof DEPARTMENTS)[number]['key'];

/** Job titles (`directory.roles`); the title is the natural key the import refers to. */
export const STAFF_ROLES = [
  'Руководитель отдела продаж',
  'Менеджер по продажам',
  'Старший менеджер по продажам',
  'Ипотечный брокер',
  'Юрист',
  'Менеджер по работе с партнёрами',
  'Маркетолог',
  'Риелтор',
  'Старший риелтор',
  'Руководитель агентства',
] as const;
export type StaffRoleTitle = (typeof STAFF_ROLES)[number];

/** Partner types live in the reference service; the seed names two of them by stable id. */
export const PARTNER_TYPES = ['agency', 'broker'] as const;

export interface PartnerSeed {
  key: string;
  name: string;
  inn: string;
  legal_name: string;
  type: (typeof PARTNER_TYPES)[number] | null;
  region: RegionKey;
  comment: string | null;
  subsidiary: boolean;
  active?: boolean;
}

export const PARTNERS: readonly PartnerSeed[] = [
  {
    key: 'etazhi',
    name: 'Этажи Столица',
    inn: '7714583022',
    legal_name: 'ООО «Этажи Столица»',
    type: 'agency',
    region: 'moscow',
    comment: 'Договор № 14/26 от 12.01.2026',
    subsidiary: false,
  },
  {
    key: 'kvartal',
    name: 'Квартал Недвижимость',
    inn: '7703129473',
    legal_name: 'ООО «Квартал Недвижимость»',
    type: 'agency',
    region: 'moscow',
    comment: null,
    subsidiary: false,
  },
  {
    key: 'podmoskovye',
    name: 'Подмосковье Риэлти',
    inn: '5029167347',
    legal_name: 'ООО «Подмосковье Риэлти»',
    type: 'agency',
    region: 'moscow-oblast',
    comment: 'Работает по Химкам и Мытищам',
    subsidiary: false,
  },
  {
    key: 'nevsky',
    name: 'Невский Дом',
    inn: '7810255634',
    legal_name: 'ООО «Агентство недвижимости «Невский Дом»',
    type: 'agency',
    region: 'spb',
    comment: null,
    subsidiary: false,
  },
  {
    key: 'ipoteka',
    name: 'Ипотечный центр «Ключ»',
    inn: '7726048816',
    legal_name: 'ООО «Ключ Финанс»',
    type: 'broker',
    region: 'moscow',
    comment: 'Ипотечный брокер, аккредитован в 12 банках',
    subsidiary: false,
  },
  {
    key: 'sever',
    name: 'Северный парк Недвижимость',
    inn: '7718203948',
    legal_name: 'ООО «Северный парк Недвижимость»',
    type: 'agency',
    region: 'moscow',
    comment: 'Дочерняя компания застройщика',
    subsidiary: true,
  },
  {
    key: 'mytishchi',
    name: 'Мытищи Эстейт',
    inn: '5047132900',
    legal_name: 'ООО «Мытищи Эстейт»',
    type: 'agency',
    region: 'moscow-oblast',
    comment: null,
    subsidiary: false,
  },
  {
    key: 'baltika',
    name: 'Балтика Брокер',
    inn: '7802194561',
    legal_name: 'АО «Балтика Брокер»',
    type: 'broker',
    region: 'spb',
    comment: 'Договор приостановлен',
    subsidiary: false,
    active: false,
  },
  {
    key: 'metr',
    name: 'Метр Квадратный',
    inn: '7739510273',
    legal_name: 'ООО «Метр Квадратный»',
    type: null,
    region: 'moscow',
    comment: null,
    subsidiary: false,
  },
];

export interface PersonSeed {
  key: string;
  last_name: string;
  first_name: string;
  second_name: string | null;
  roles: readonly StaffRoleTitle[];
  /** Demo account linked to this person (`user` column). */
  user?: 'head' | 'manager' | 'realtor';
  active?: boolean;
}

export interface EmployeeSeed extends PersonSeed {
  department: DepartmentKey | null;
}

export const EMPLOYEES: readonly EmployeeSeed[] = [
  {
    key: 'head',
    last_name: 'Смирнова',
    first_name: 'Ольга',
    second_name: 'Викторовна',
    department: 'sales',
    roles: ['Руководитель отдела продаж'],
    user: 'head',
  },
  {
    key: 'manager',
    last_name: 'Кузнецов',
    first_name: 'Дмитрий',
    second_name: 'Андреевич',
    department: 'sales',
    roles: ['Менеджер по продажам'],
    user: 'manager',
  },
  {
    key: 'sokolova',
    last_name: 'Соколова',
    first_name: 'Екатерина',
    second_name: 'Павловна',
    department: 'sales',
    roles: ['Старший менеджер по продажам', 'Менеджер по продажам'],
  },
  {
    key: 'morozov',
    last_name: 'Морозов',
    first_name: 'Алексей',
    second_name: 'Игоревич',
    department: 'sales',
    roles: ['Менеджер по продажам'],
  },
  {
    key: 'lebedeva',
    last_name: 'Лебедева',
    first_name: 'Наталья',
    second_name: 'Олеговна',
    department: 'sales',
    roles: ['Менеджер по продажам'],
    active: false,
  },
  {
    key: 'novikov',
    last_name: 'Новиков',
    first_name: 'Сергей',
    second_name: 'Владимирович',
    department: 'mortgage',
    roles: ['Ипотечный брокер'],
  },
  {
    key: 'fedorova',
    last_name: 'Фёдорова',
    first_name: 'Марина',
    second_name: 'Александровна',
    department: 'mortgage',
    roles: ['Ипотечный брокер'],
  },
  {
    key: 'orlov',
    last_name: 'Орлов',
    first_name: 'Константин',
    second_name: 'Евгеньевич',
    department: 'legal',
    roles: ['Юрист'],
  },
  {
    key: 'vasilyeva',
    last_name: 'Васильева',
    first_name: 'Татьяна',
    second_name: 'Михайловна',
    department: 'legal',
    roles: ['Юрист'],
  },
  {
    key: 'zaitsev',
    last_name: 'Зайцев',
    first_name: 'Роман',
    second_name: 'Сергеевич',
    department: 'partners',
    roles: ['Менеджер по работе с партнёрами'],
  },
  {
    key: 'pavlova',
    last_name: 'Павлова',
    first_name: 'Юлия',
    second_name: null,
    department: 'partners',
    roles: ['Менеджер по работе с партнёрами'],
  },
  {
    key: 'belov',
    last_name: 'Белов',
    first_name: 'Артём',
    second_name: 'Денисович',
    department: 'marketing',
    roles: ['Маркетолог'],
  },
  {
    key: 'gusev',
    last_name: 'Гусев',
    first_name: 'Илья',
    second_name: 'Петрович',
    department: null,
    roles: [],
  },
];

export interface AgentSeed extends PersonSeed {
  partners: readonly string[];
  /** Employee key of the developer's curator. */
  curator: string | null;
}

export const AGENTS: readonly AgentSeed[] = [
  {
    key: 'realtor',
    last_name: 'Волкова',
    first_name: 'Анна',
    second_name: 'Сергеевна',
    roles: ['Риелтор'],
    partners: ['etazhi'],
    curator: 'manager',
    user: 'realtor',
  },
  {
    key: 'egorov',
    last_name: 'Егоров',
    first_name: 'Максим',
    second_name: 'Олегович',
    roles: ['Старший риелтор'],
    partners: ['etazhi'],
    curator: 'manager',
  },
  {
    key: 'kiseleva',
    last_name: 'Киселева',
    first_name: 'Дарья',
    second_name: 'Андреевна',
    roles: ['Риелтор'],
    partners: ['kvartal'],
    curator: 'zaitsev',
  },
  {
    key: 'makarov',
    last_name: 'Макаров',
    first_name: 'Павел',
    second_name: 'Николаевич',
    roles: ['Руководитель агентства', 'Риелтор'],
    partners: ['kvartal', 'metr'],
    curator: 'zaitsev',
  },
  {
    key: 'andreeva',
    last_name: 'Андреева',
    first_name: 'Светлана',
    second_name: 'Игоревна',
    roles: ['Риелтор'],
    partners: ['podmoskovye'],
    curator: 'pavlova',
  },
  {
    key: 'nikitin',
    last_name: 'Никитин',
    first_name: 'Григорий',
    second_name: null,
    roles: ['Риелтор'],
    partners: ['podmoskovye', 'mytishchi'],
    curator: 'pavlova',
  },
  {
    key: 'stepanova',
    last_name: 'Степанова',
    first_name: 'Ирина',
    second_name: 'Вадимовна',
    roles: ['Старший риелтор'],
    partners: ['nevsky'],
    curator: null,
  },
  {
    key: 'romanov',
    last_name: 'Романов',
    first_name: 'Евгений',
    second_name: 'Александрович',
    roles: ['Риелтор'],
    partners: ['sever'],
    curator: 'sokolova',
  },
  {
    key: 'kozlova',
    last_name: 'Козлова',
    first_name: 'Алина',
    second_name: 'Романовна',
    roles: ['Риелтор'],
    partners: ['ipoteka'],
    curator: 'novikov',
    active: false,
  },
  {
    key: 'titov',
    last_name: 'Титов',
    first_name: 'Виктор',
    second_name: 'Степанович',
    roles: [],
    partners: [],
    curator: null,
  },
];
