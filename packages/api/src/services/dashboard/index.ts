/**
 * The dashboard (`dashboard.summary`): read-only figures over bookings, payments, units and the
 * directory's agencies. The top layer: it reads what the domains below write and writes nothing.
 */
export { dashboardSummary, type DashboardSummary } from './summary';
