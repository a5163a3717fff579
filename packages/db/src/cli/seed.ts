/** `pnpm db:seed`: migrates and loads the demo data set (idempotent: a second run changes nothing). */
import { count } from 'drizzle-orm';
import { readDbEnv } from '../env';
import {
  agents,
  basePrices,
  discountConditions,
  discounts,
  employees,
  optionConditions,
  options,
  partners,
  units,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed';
import { describeTarget, openMigrated, runScript } from './db';

runScript(async () => {
  if (readDbEnv().APP_ENV === 'production')
    throw new Error(
      'db:seed loads the demo data (known passwords), which APP_ENV=production never gets. ' +
        'An empty production database gets its first sales head from ADMIN_EMAIL / ADMIN_PASSWORD on start.',
    );
  const handle = await openMigrated();
  try {
    await seedDemo(handle.db);
    const counts: string[] = [];
    for (const [name, table] of Object.entries({
      users,
      partners,
      employees,
      agents,
      units,
      base_prices: basePrices,
      discounts,
      options,
      discount_conditions: discountConditions,
      option_conditions: optionConditions,
    })) {
      const [row] = await handle.db.select({ n: count() }).from(table);
      counts.push(`${name} ${row?.n ?? 0}`);
    }
    console.info(
      `Demo data seeded into ${describeTarget(handle, readDbEnv().PGLITE_DIR)}: ${counts.join(', ')}`,
    );
    console.info(
      `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
    );
  } finally {
    await handle.close();
  }
});
