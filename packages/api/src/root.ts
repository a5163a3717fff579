import { apiKeysRouter } from './routers/api-keys/router';
import { notificationsRouter } from './routers/notifications/router';
import { authRouter } from './routers/auth/router';
import { basePricesRouter } from './routers/base-prices/router';
import { bookingGroupsRouter } from './routers/booking-groups/router';
import { bookingQueueRouter } from './routers/booking-queue/router';
import { bookingsRouter } from './routers/bookings/router';
import { dashboardRouter } from './routers/dashboard/router';
import { searchRouter } from './routers/search/router';
import { directoryRouter } from './routers/directory/router';
import { discountConditionsRouter } from './routers/discount-conditions/router';
import { discountsRouter } from './routers/discounts/router';
import { documentsRouter } from './routers/documents/router';
import { healthProcedure } from './routers/health';
import { jobsRouter } from './routers/jobs/router';
import { optionConditionsRouter } from './routers/option-conditions/router';
import { optionsRouter } from './routers/options/router';
import { paymentLinksRouter } from './routers/payment-links/router';
import { paymentsRouter } from './routers/payments/router';
import { pricingRouter } from './routers/pricing/router';
import { unitsRouter } from './routers/units/router';
import { usersRouter } from './routers/users/router';
import { webhookDeliveriesRouter } from './routers/webhook-deliveries/router';
import { webhookEndpointsRouter } from './routers/webhook-endpoints/router';
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
});

export type AppRouter = typeof appRouter;
