import { DOCUMENT_ROUTES } from './document-routes';
import { EXPORT_ROUTES } from './export-routes';
import { PAYMENT_ROUTES } from './payment-routes';
import { CUSTOMER_PAGE_ROUTES } from '../customer-pages';
import { DOC_ROUTES } from './rest/doc-routes';
import type { PlainRoute } from './routes';

/** The app's plain routes, by domain. */
export const ROUTES: PlainRoute[] = [
  ...PAYMENT_ROUTES,
  ...DOCUMENT_ROUTES,
  ...EXPORT_ROUTES,
  ...CUSTOMER_PAGE_ROUTES,
  ...DOC_ROUTES,
];
