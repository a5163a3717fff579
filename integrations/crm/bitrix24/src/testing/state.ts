/** The fake Bitrix24 portal: the default category and one more, their stages, deals, comments. */
export interface FakeBitrixDeal {
  ID: string;
  TITLE: string;
  CATEGORY_ID: string;
  STAGE_ID: string;
  OPPORTUNITY: string;
  CURRENCY_ID: string;
  DATE_CREATE: string;
  DATE_MODIFY: string;
  comments: { ID: number; COMMENT: string; CREATED: string }[];
}

export interface FakeBitrixCategory {
  ID: string;
  NAME: string;
  SORT: string;
  stages: { STATUS_ID: string; NAME: string; SEMANTICS: 'process' | 'success' | 'failure' }[];
}

const stages = (prefix: string, process: [string, string][]) => [
  ...process.map(([id, name]) => ({
    STATUS_ID: `${prefix}${id}`,
    NAME: name,
    SEMANTICS: 'process' as const,
  })),
  { STATUS_ID: `${prefix}WON`, NAME: 'Сделка успешна', SEMANTICS: 'success' as const },
  { STATUS_ID: `${prefix}LOSE`, NAME: 'Сделка провалена', SEMANTICS: 'failure' as const },
];

export const FAKE_BITRIX_CATEGORIES: FakeBitrixCategory[] = [
  {
    ID: '0',
    NAME: 'Общее',
    SORT: '100',
    stages: stages('', [
      ['NEW', 'Новая'],
      ['PREPARATION', 'Подготовка документов'],
      ['PREPAYMENT_INVOICE', 'Счёт на предоплату'],
      ['EXECUTING', 'В работе'],
    ]),
  },
  {
    ID: '1',
    NAME: 'Новостройки',
    SORT: '200',
    stages: stages('C1:', [
      ['NEW', 'Бронь'],
      ['PREPARATION', 'Договор'],
      ['EXECUTING', 'Оплата'],
    ]),
  },
];

/** The stage list as crm.status.list answers it for an ENTITY_ID (DEAL_STAGE, DEAL_STAGE_1). */
export function statusList(entityId: unknown) {
  const category = FAKE_BITRIX_CATEGORIES.find(
    (c) => (c.ID === '0' ? 'DEAL_STAGE' : `DEAL_STAGE_${c.ID}`) === entityId,
  );
  return (category?.stages ?? []).map((s, i) => ({
    ID: String(100 + i),
    ENTITY_ID: entityId,
    STATUS_ID: s.STATUS_ID,
    NAME: s.NAME,
    NAME_INIT: s.NAME,
    SORT: String((i + 1) * 10),
    SYSTEM: s.SEMANTICS === 'process' && i > 0 ? 'N' : 'Y',
    CATEGORY_ID: category?.ID === '0' ? null : (category?.ID ?? null),
    COLOR:
      s.SEMANTICS === 'failure' ? '#FF5752' : s.SEMANTICS === 'success' ? '#7BD500' : '#39A8EF',
    SEMANTICS: s.SEMANTICS === 'success' ? 'S' : s.SEMANTICS === 'failure' ? 'F' : null,
    EXTRA: { SEMANTICS: s.SEMANTICS },
  }));
}

export const categoryOf = (id: string) => FAKE_BITRIX_CATEGORIES.find((c) => c.ID === id);

export const dealView = (d: FakeBitrixDeal) => {
  const { comments: _comments, ...deal } = d;
  return {
    ...deal,
    TYPE_ID: 'SALE',
    OPENED: 'Y',
    CLOSED: d.STAGE_ID.endsWith('WON') || d.STAGE_ID.endsWith('LOSE') ? 'Y' : 'N',
    ASSIGNED_BY_ID: '1',
  };
};

/** Bitrix24's `time` block, as every answer carries it. */
export const timeBlock = () => {
  const now = Date.now() / 1000;
  return {
    start: now,
    finish: now,
    duration: 0,
    processing: 0,
    date_start: new Date().toISOString(),
    date_finish: new Date().toISOString(),
    operating: 0,
  };
};
