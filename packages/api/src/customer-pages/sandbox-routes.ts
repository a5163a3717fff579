import {
  activeProvider,
  openSession,
  sandboxEvent,
  sandboxOutcome,
  sendSandboxWebhook,
  type SandboxSession,
} from '../services/payments';
import { defineRoute, type PlainRoute } from '../runtime/routes';
import { answer } from './lookup';
import { FORM } from './pay-routes';
import { sandboxMessage, sandboxPage } from './sandbox-view';

/**
 * The sandbox checkout's one guard: the session the address names, or the 404 page when the
 * SANDBOX provider is not the active one or the session is unknown or expired.
 */
async function sandboxSession(token: string): Promise<SandboxSession | Response> {
  if (activeProvider()?.name !== 'SANDBOX')
    return answer(sandboxMessage(404, 'Not found', 'The sandbox is not enabled.'));
  return (
    (await openSession(token)) ??
    answer(sandboxMessage(404, 'Checkout expired', 'Start again from the payment page.'))
  );
}

/** The SANDBOX provider's checkout page and its two buttons (a test tool for staff). */
export const SANDBOX_ROUTES: PlainRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/sandbox/checkout/:session',
    signedIn: false,
    async handler({ params }) {
      const session = await sandboxSession(params.session);
      if (session instanceof Response) return session;
      return answer(
        sandboxPage(session, `/sandbox/checkout/${encodeURIComponent(params.session)}`),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/sandbox/checkout/:session',
    signedIn: false,
    accepts: FORM,
    async handler({ db, params, rawBody }) {
      const session = await sandboxSession(params.session);
      if (session instanceof Response) return session;
      const form = new URLSearchParams(Buffer.from(rawBody).toString('utf8'));
      const outcome = form.get('outcome') === 'succeeded' ? 'succeeded' : 'failed';
      // A checkout ends once, as at a real provider: a second button press reports nothing.
      const earlier = await sandboxOutcome(db, session);
      if (earlier)
        return answer(
          sandboxMessage(
            409,
            'Checkout already completed',
            `This checkout already ended (payment ${earlier}); a second outcome changes nothing.`,
          ),
        );
      const sent = await sendSandboxWebhook(sandboxEvent(session, outcome)).catch((e: unknown) => ({
        ok: false,
        status: 0,
        error: String(e),
      }));
      if (!sent.ok) {
        return answer(
          sandboxMessage(
            502,
            'Webhook not delivered',
            `The app answered ${sent.status}; try again.`,
          ),
        );
      }
      const back = new URL(session.back);
      back.searchParams.set('checkout', outcome === 'succeeded' ? 'success' : 'failed');
      return new Response(null, { status: 303, headers: { location: back.toString() } });
    },
  }),
];
