/** The CRMs' webhooks in (runtime/crm-routes.ts) as OpenAPI operations, with their answers. */
import { answer, pathParam, routeErrors, type Json } from './doc-parts';

const FORM = 'application/x-www-form-urlencoded';

const taken: Json = {
  type: 'object',
  required: ['received', 'applied'],
  additionalProperties: false,
  properties: {
    received: { type: 'boolean', const: true },
    applied: { type: 'integer', description: 'How many bookings it moved' },
  },
};
const refused = (error: boolean): Json => ({
  type: 'object',
  required: ['received'],
  additionalProperties: false,
  properties: {
    received: { type: 'boolean', const: false },
    ...(error ? { error: { type: 'string' } } : {}),
  },
});

const formBody = (description: string): Json => ({
  required: true,
  description,
  content: { [FORM]: { schema: { type: 'object', additionalProperties: { type: 'string' } } } },
});

export const CRM_WEBHOOKS: Json = {
  '/api/crm/amocrm/webhook/{secret}': {
    post: {
      operationId: 'plain.amocrmWebhook',
      tags: ['plain'],
      summary: 'amoCRM’s webhook: a lead’s status changed',
      description:
        'amoCRM’s form-encoded webhook (`leads[status][i][id]`, `status_id`, `pipeline_id`). A ' +
        'lead moved to the status mapped to `DEAL_STAGE_CANCELLED` (or 143) cancels its live ' +
        'booking; to the one mapped to `DEAL_STAGE_CONTRACT`, advances it (docs/crm.md).',
      security: [],
      parameters: [pathParam('secret', 'AMOCRM_WEBHOOK_SECRET; another is 404')],
      requestBody: formBody('amoCRM’s webhook body'),
      responses: {
        '200': answer('Taken (an unknown lead changes nothing)', 'application/json', {}, taken),
        '400': answer('Not a webhook body', 'application/json', {}, refused(true)),
        '404': answer(
          'A wrong secret, or amoCRM not connected',
          'application/json',
          {},
          refused(false),
        ),
        ...routeErrors({ post: true }),
      },
    },
  },
  '/api/crm/bitrix24/events': {
    post: {
      operationId: 'plain.bitrix24Event',
      tags: ['plain'],
      summary: 'Bitrix24’s event: a deal changed',
      description:
        '`event=ONCRMDEALUPDATE`, `data[FIELDS][ID]`, `auth[application_token]` (compared with ' +
        'BITRIX24_APPLICATION_TOKEN); the deal is read back and its `STAGE_ID` acted on as for ' +
        'amoCRM (docs/crm.md).',
      security: [],
      requestBody: formBody('Bitrix24’s event body'),
      responses: {
        '200': answer('Taken', 'application/json', {}, taken),
        '400': answer('Not an event', 'application/json', {}, refused(true)),
        '401': answer('A wrong application token', 'application/json', {}, refused(false)),
        '404': answer('Bitrix24 not connected', 'application/json', {}, refused(false)),
        ...routeErrors({ post: true }),
      },
    },
  },
};
