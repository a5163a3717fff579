import type { Db } from '../client';
import { seedDemoAccounts, seedSystemAccounts } from './accounts';
import { seedFirstSalesHead, type FirstAdmin } from './admin';
import { seedDirectory } from './directory';
import { seedPricing } from './pricing';
import { regionId, seedDemoOffices, seedReference } from './reference';
import { seedUnits } from './units';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, SYSTEM_USER_ID, demoUserId, AUTH_ROLES } from './accounts';
export { seedId } from './ids';
export type { FirstAdmin } from './admin';
export { officeId, regionId } from './reference';
export {
  agentId,
  departmentId,
  employeeId,
  partnerId,
  partnerTypeId,
  staffRoleId,
} from './directory';
export { demoPlanPath, demoUnits, unitCode, unitId } from './units';
export {
  basePriceId,
  discountConditionId,
  discountId,
  optionConditionId,
  optionId,
} from './pricing';
export { DEMO_COMPLEX } from './data/units';

/** What every database needs, production included: roles, the system user, regions, holidays. */
async function seedSystem(db: Db): Promise<void> {
  await seedReference(db);
  await seedSystemAccounts(db);
}

/**
 * Loads the demo data set in one transaction. Idempotent: every record has a stable id and is
 * inserted once; a run on a seeded database changes nothing. Never in production.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSystem(tx);
    await seedDemoOffices(tx);
    await seedDemoAccounts(tx, regionId('moscow'));
    await seedDirectory(tx);
    await seedUnits(tx);
    await seedPricing(tx);
  });
}

/**
 * An empty production database: the system data and its first sales head, in one transaction (no
 * demo account, no demo offices, people or units).
 */
export async function seedProduction(db: Db, admin: FirstAdmin): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSystem(tx);
    await seedFirstSalesHead(tx, admin);
  });
}
