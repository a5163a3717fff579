import { apiKeysRouter } from './routers/api-keys';
import { crmRouter } from './routers/crm';
import { notificationsRouter } from './routers/notifications';
import { authRouter } from './routers/auth';
import { basePricesRouter } from './routers/base-prices';
import { bookingGroupsRouter } from './routers/booking-groups';
import { bookingQueueRouter } from './routers/booking-queue';
import { bookingsRouter } from './routers/bookings';
import { dashboardRouter } from './routers/dashboard';
import { searchRouter } from './routers/search';
import { directoryRouter } from './routers/directory';
import { discountConditionsRouter } from './routers/discount-conditions';
import { discountsRouter } from './routers/discounts';
import { documentsRouter } from './routers/documents';
import { healthProcedure } from './routers/health';
import { jobsRouter } from './routers/jobs';
import { optionConditionsRouter } from './routers/option-conditions';
import { optionsRouter } from './routers/options';
import { paymentLinksRouter } from './routers/payment-links';
import { paymentsRouter } from './routers/payments';
import { pricingRouter } from './routers/pricing';
import { unitsRouter } from './routers/units';
import { usersRouter } from './routers/users';
import { webhookDeliveriesRouter } from './routers/webhook-deliveries';
import { webhookEndpointsRouter } from './routers/webhook-endpoints';
import { customersRouter } from './routers/customers';
import { createTRPCRouter } from './trpc';

/** Every procedure, by namespace (each one in docs/api.md#procedures). */
export const appRouter = createTRPCRouter({
  health: healthProcedure,
  auth: authRouter,
  users: usersRouter,
  directory: directoryRouter,
  bookings: bookingsRouter,
  bookingGroups: bookingGroupsRouter,
  bookingQueue: bookingQueueRouter,
  units: unitsRouter,
  jobs: jobsRouter,
  paymentLinks: paymentLinksRouter,
  payments: paymentsRouter,
  basePrices: basePricesRouter,
  discounts: discountsRouter,
  options: optionsRouter,
  discountConditions: discountConditionsRouter,
  optionConditions: optionConditionsRouter,
  pricing: pricingRouter,
  documents: documentsRouter,
  webhookEndpoints: webhookEndpointsRouter,
  webhookDeliveries: webhookDeliveriesRouter,
  apiKeys: apiKeysRouter,
  dashboard: dashboardRouter,
  search: searchRouter,
  notifications: notificationsRouter,
  customers: customersRouter,
  crm: crmRouter,
});

export type AppRouter = typeof appRouter;
