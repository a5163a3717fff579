/**
 * The customer-facing pages: server-rendered HTML without script for people who never sign in
 * (the payment page, its short link, an offer's public link, the sandbox checkout). A
 * presentation layer like routers/: it calls the domains' services and serves plain routes.
 */
import type { PlainRoute } from '../runtime/routes';
import { OFFER_LINK_ROUTE } from './offer-route';
import { PAY_ROUTES } from './pay-routes';
import { SANDBOX_ROUTES } from './sandbox-routes';

/** Paths outside `/api/` that the API serves: the payment pages, an offer's public link, the sandbox. */
export const CUSTOMER_PAGE_PREFIXES = ['/pay/', '/s/', '/sandbox/', '/o/'] as const;

export const CUSTOMER_PAGE_ROUTES: PlainRoute[] = [
  ...PAY_ROUTES,
  OFFER_LINK_ROUTE,
  ...SANDBOX_ROUTES,
];
