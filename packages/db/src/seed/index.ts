import type { Db } from '../client';
import { seedAccounts } from './accounts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, SYSTEM_USER_ID, demoUserId, AUTH_ROLES } from './accounts';
export { seedId } from './ids';

/** Loads the demo data set. Idempotent: every record has a stable id and is inserted once. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx, null);
  });
}
