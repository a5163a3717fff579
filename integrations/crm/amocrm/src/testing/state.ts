/** The fake amoCRM's account: two pipelines (each with 142 won / 143 lost), leads with notes. */
export interface FakeAmoNote {
  id: number;
  note_type: string;
  text: string;
  created_at: number;
}

export interface FakeAmoLead {
  id: number;
  name: string;
  price: number;
  pipeline_id: number;
  status_id: number;
  created_at: number;
  updated_at: number;
  notes: FakeAmoNote[];
}

export interface FakeAmoPipeline {
  id: number;
  name: string;
  is_main: boolean;
  statuses: { id: number; name: string; type: 0 | 1 }[];
}

const closed = [
  { id: 142, name: 'Успешно реализовано', type: 0 as const },
  { id: 143, name: 'Закрыто и не реализовано', type: 0 as const },
];

export const FAKE_AMO_PIPELINES: FakeAmoPipeline[] = [
  {
    id: 7000001,
    name: 'Воронка',
    is_main: true,
    statuses: [
      { id: 7000101, name: 'Неразобранное', type: 1 },
      { id: 7000102, name: 'Первичный контакт', type: 0 },
      { id: 7000103, name: 'Переговоры', type: 0 },
      { id: 7000104, name: 'Принимают решение', type: 0 },
      ...closed,
    ],
  },
  {
    id: 7000002,
    name: 'Новостройки',
    is_main: false,
    statuses: [
      { id: 7000201, name: 'Неразобранное', type: 1 },
      { id: 7000202, name: 'Бронь', type: 0 },
      { id: 7000203, name: 'Договор', type: 0 },
      { id: 7000204, name: 'Отмена брони', type: 0 },
      ...closed,
    ],
  },
];

export const FAKE_AMO_ACCOUNT = { id: 31000001, name: 'Тестовый застройщик', subdomain: 'fake' };

/** problem+json, as amoCRM answers errors. */
export const problem = (status: number, title: string, detail: string, extra: object = {}) => ({
  title,
  type: `https://httpstatus.es/${status}`,
  status,
  detail,
  ...extra,
});

export const validationError = (requestId: string, code: string, path: string, detail: string) =>
  problem(400, 'Bad Request', 'Request validation failed', {
    'validation-errors': [{ request_id: requestId, errors: [{ code, path, detail }] }],
  });

export const pipelinesView = (base: string) => ({
  _total_items: FAKE_AMO_PIPELINES.length,
  _links: { self: { href: `${base}/api/v4/leads/pipelines` } },
  _embedded: {
    pipelines: FAKE_AMO_PIPELINES.map((p, i) => ({
      id: p.id,
      name: p.name,
      sort: i + 1,
      is_main: p.is_main,
      is_unsorted_on: true,
      is_archive: false,
      account_id: FAKE_AMO_ACCOUNT.id,
      _links: { self: { href: `${base}/api/v4/leads/pipelines/${p.id}` } },
      _embedded: {
        statuses: p.statuses.map((s, j) => ({
          id: s.id,
          name: s.name,
          sort: s.id === 142 ? 10000 : s.id === 143 ? 11000 : (j + 1) * 10,
          is_editable: s.type === 0 && s.id !== 142 && s.id !== 143,
          pipeline_id: p.id,
          color: '#99ccff',
          type: s.type,
          account_id: FAKE_AMO_ACCOUNT.id,
        })),
      },
    })),
  },
});

/** Where a lead may be: the status must be one of the pipeline's (the main one by default). */
export function placement(
  pipelineId: unknown,
  statusId: unknown,
  current?: { pipeline_id: number; status_id: number },
): { pipeline_id: number; status_id: number } | { error: string; path: string } {
  const pipeline =
    pipelineId === undefined
      ? (FAKE_AMO_PIPELINES.find((p) => p.id === (current?.pipeline_id ?? 0)) ??
        FAKE_AMO_PIPELINES.find((p) => p.is_main))
      : FAKE_AMO_PIPELINES.find((p) => p.id === pipelineId);
  if (!pipeline) return { error: 'NotSupportedChoice', path: 'pipeline_id' };
  if (statusId === undefined) {
    if (current && current.pipeline_id === pipeline.id) return current;
    const first = pipeline.statuses.find((s) => s.type === 0) ?? pipeline.statuses[0];
    return { pipeline_id: pipeline.id, status_id: first?.id ?? 0 };
  }
  if (!pipeline.statuses.some((s) => s.id === statusId))
    return { error: 'NotSupportedChoice', path: 'status_id' };
  return { pipeline_id: pipeline.id, status_id: statusId as number };
}
