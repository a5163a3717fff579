import type { ReactNode } from 'react';
import { formatMoney } from '@app/pricing';
import type { SandboxSession } from '../services/payments';
import type { PageAnswer } from './document';

/**
 * The SANDBOX provider's checkout: what a real provider's card form stands for. In English only:
 * it is a test tool for staff, never shown with PAYMENT_PROVIDER other than SANDBOX.
 */
const SandboxFrame = ({ children }: { children: ReactNode }) => (
  <main>
    <p className="brand">Sandbox payments</p>
    {children}
  </main>
);

export function sandboxPage(session: SandboxSession, action: string): PageAnswer {
  return {
    status: 200,
    lang: 'en',
    title: 'Sandbox checkout',
    body: (
      <SandboxFrame>
        <section className="card sandbox">
          <span className="tag">TEST MODE: no real money</span>
          <h1>Checkout</h1>
          <p className="muted">Booking No. {session.number}</p>
          <p className="amount">{formatMoney(session.amount, 'en', session.currency)}</p>
          <form method="post" action={action}>
            <input type="hidden" name="outcome" value="succeeded" />
            <button className="pay" type="submit">
              Succeed payment
            </button>
          </form>
          <form method="post" action={action}>
            <input type="hidden" name="outcome" value="failed" />
            <button className="fail" type="submit">
              Fail payment
            </button>
          </form>
          <p className="hint">
            Each button sends a signed webhook to the app, as a real provider would.
          </p>
        </section>
      </SandboxFrame>
    ),
  };
}

export function sandboxMessage(status: number, title: string, text: string): PageAnswer {
  return {
    status,
    lang: 'en',
    title,
    body: (
      <SandboxFrame>
        <section className="card state">
          <h1>{title}</h1>
          <p className="muted">{text}</p>
        </section>
      </SandboxFrame>
    ),
  };
}
