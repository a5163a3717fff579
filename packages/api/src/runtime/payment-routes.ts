import { receiveWebhook } from '../services/payments';
import { clientIp } from './http';
import { defineRoute, type PlainRoute } from './routes';

/**
 * Provider webhooks (docs/api.md#plain-routes): signed, deduplicated by event id, recorded with
 * their outcome. 200 for an accepted or repeated event (T-Bank's body: `OK`), 400 for a bad
 * signature or body (recorded too), 404 for a provider that is not configured.
 */
export const PAYMENT_ROUTES: PlainRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/payments/webhook/:provider',
    signedIn: false,
    async handler({ req, db, params, rawBody }) {
      const result = await receiveWebhook(
        db,
        params.provider,
        rawBody,
        req.headers,
        clientIp(req.headers),
      );
      const ack = result.status === 200 ? result.acknowledgement : undefined;
      if (ack) return new Response(ack.body, { headers: { 'content-type': ack.contentType } });
      return Response.json(
        { received: result.status === 200, outcome: result.outcome },
        { status: result.status },
      );
    },
  }),
];
