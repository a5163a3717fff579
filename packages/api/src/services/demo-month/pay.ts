/**
 * A customer paying through a payment link with the SANDBOX provider, as the app sees it: the link
 * made, the page opened, the checkout started, and the provider's signed webhook received.
 */
import type { Db } from '@app/db';
import type { AuthUser } from '../auth';
import {
  createPaymentLink,
  markOpened,
  openSession,
  receiveWebhook,
  sandboxEvent,
  signLinkToken,
  linkKeys,
  startCheckout,
  sandboxNotification,
} from '../payments';

const MINUTE = 60_000;

/** `paymentLinks.create` at `now`: the link's id. */
export async function makeLink(db: Db, actor: AuthUser, booking: string, now: Date) {
  return (await createPaymentLink(db, actor, { booking }, now)).item.id;
}

/** The customer opens the link's page a few minutes after it was sent. */
export async function openLink(db: Db, link: string, now: Date) {
  await markOpened(db, link, new Date(now.getTime() + 5 * MINUTE));
}

/**
 * The customer pays at the sandbox checkout (after a declined card, when `declinedFirst`): each
 * outcome arrives as the provider's webhook, signed at its moment.
 */
export async function payAtCheckout(db: Db, link: string, now: Date, declinedFirst: boolean) {
  const at = new Date(now.getTime() + 10 * MINUTE);
  const { checkoutUrl } = await startCheckout(db, signLinkToken(link, linkKeys()), at);
  const session = checkoutUrl && (await openSession(checkoutUrl.split('/').pop() as string));
  if (!session) throw new Error('the sandbox checkout did not open');
  const outcomes = declinedFirst ? (['failed', 'succeeded'] as const) : (['succeeded'] as const);
  for (const [i, outcome] of outcomes.entries()) {
    const when = new Date(at.getTime() + (i + 1) * MINUTE);
    const signedAt = Math.floor(when.getTime() / 1000);
    const { body, headers } = sandboxNotification(sandboxEvent(session, outcome), signedAt);
    const answer = await receiveWebhook(
      db,
      'SANDBOX',
      new TextEncoder().encode(body),
      new Headers(headers),
      '127.0.0.1',
      when,
    );
    if (!['APPLIED', 'PAYMENT_FAILED'].includes(answer.outcome))
      throw new Error(`the sandbox webhook was not applied: ${answer.outcome}`);
  }
}
