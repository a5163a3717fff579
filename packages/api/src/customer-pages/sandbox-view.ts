import { formatMoney } from '@app/pricing';
import type { SandboxSession } from '../services/payments';
import { html, type PageAnswer } from './html';

/**
 * The SANDBOX provider's checkout: what a real provider's card form stands for. In English only:
 * it is a test tool for staff, never shown with PAYMENT_PROVIDER other than SANDBOX.
 */
export function sandboxPage(session: SandboxSession, action: string): PageAnswer {
  return {
    status: 200,
    lang: 'en',
    title: 'Sandbox checkout',
    body: html`<main>
      <p class="brand">Sandbox payments</p>
      <section class="card sandbox">
        <span class="tag">TEST MODE: no real money</span>
        <h1>Checkout</h1>
        <p class="muted">Booking No. ${session.number}</p>
        <p class="amount">${formatMoney(session.amount, 'en', session.currency)}</p>
        <form method="post" action="${action}">
          <input type="hidden" name="outcome" value="succeeded" /><button class="pay" type="submit">
            Succeed payment
          </button>
        </form>
        <form method="post" action="${action}">
          <input type="hidden" name="outcome" value="failed" /><button class="fail" type="submit">
            Fail payment
          </button>
        </form>
        <p class="hint">Each button sends a signed webhook to the app, as a real provider would.</p>
      </section>
    </main>`,
  };
}

export function sandboxMessage(status: number, title: string, text: string): PageAnswer {
  return {
    status,
    lang: 'en',
    title,
    body: html`<main>
      <p class="brand">Sandbox payments</p>
      <section class="card state">
        <h1>${title}</h1>
        <p class="muted">${text}</p>
      </section>
    </main>`,
  };
}
