import { getEnv } from '../env';
import { connectorFor, CrmNotConnected, handleCrmWebhook, readSettings } from '../services/crm';
import { defineRoute, type PlainRoute } from './routes';

/** Both CRMs post form-encoded bodies. */
const FORM = ['application/x-www-form-urlencoded'] as const;

const notFound = () => Response.json({ received: false }, { status: 404 });

/**
 * The CRM's webhooks (docs/crm.md): amoCRM's form-encoded POST at a secret path (a wrong secret,
 * another CRM, or none connected: 404), Bitrix24's event with its application token (a wrong one:
 * 401) read back from the CRM. 200 once taken, whatever it changed; 400 for a body that is not one.
 */
export const CRM_ROUTES: PlainRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/crm/amocrm/webhook/:secret',
    signedIn: false,
    accepts: FORM,
    handler: ({ db, params, rawBody }) => receive(db, 'AMOCRM', params.secret ?? null, rawBody),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/crm/bitrix24/events',
    signedIn: false,
    accepts: FORM,
    handler: ({ db, rawBody }) => receive(db, 'BITRIX24', null, rawBody),
  }),
];

async function receive(
  db: Parameters<typeof readSettings>[0],
  provider: 'AMOCRM' | 'BITRIX24',
  pathSecret: string | null,
  rawBody: Uint8Array,
): Promise<Response> {
  if (getEnv().CRM_PROVIDER !== provider) return notFound();
  let connector;
  try {
    connector = connectorFor(await readSettings(db));
  } catch (e) {
    if (e instanceof CrmNotConnected) return notFound();
    throw e;
  }
  const form = new URLSearchParams(new TextDecoder().decode(rawBody));
  const outcome = await handleCrmWebhook(db, connector, { pathSecret, form });
  if (outcome.status === 'OK') return Response.json({ received: true, applied: outcome.applied });
  if (outcome.status === 'MALFORMED')
    return Response.json({ received: false, error: outcome.detail }, { status: 400 });
  return provider === 'AMOCRM' ? notFound() : Response.json({ received: false }, { status: 401 });
}
