import { DOCUMENT_ROUTES } from './document-routes';
import { PAYMENT_ROUTES } from './payment-routes';
import { PUBLIC_PAGE_ROUTES } from './public-pages';
import type { PlainRoute } from './routes';

/** The app's plain routes, by domain. */
export const ROUTES: PlainRoute[] = [...PAYMENT_ROUTES, ...DOCUMENT_ROUTES, ...PUBLIC_PAGE_ROUTES];
