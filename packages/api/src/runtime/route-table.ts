import { PAYMENT_ROUTES } from './payment-routes';
import { PUBLIC_PAGE_ROUTES } from './public-pages';
import type { PlainRoute } from './routes';

/** The app's plain routes, by domain (issue 11 adds the PDF downloads here). */
export const ROUTES: PlainRoute[] = [...PAYMENT_ROUTES, ...PUBLIC_PAGE_ROUTES];
