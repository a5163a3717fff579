import type { Db } from '../client';
import { seedAccounts } from './accounts';
import { seedDirectory } from './directory';
import { regionId, seedReference } from './reference';
import { seedUnits } from './units';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, SYSTEM_USER_ID, demoUserId, AUTH_ROLES } from './accounts';
export { seedId } from './ids';
export { officeId, regionId } from './reference';
export {
  agentId,
  departmentId,
  employeeId,
  partnerId,
  partnerTypeId,
  staffRoleId,
} from './directory';
export { demoUnits, unitCode, unitId } from './units';
export { DEMO_COMPLEX } from './data/units';

/**
 * Loads the demo data set in one transaction. Idempotent: every record has a stable id and is
 * inserted once; a run on a seeded database changes nothing.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await seedAccounts(tx, regionId('moscow'));
    await seedDirectory(tx);
    await seedUnits(tx);
  });
}
