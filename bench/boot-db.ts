/**
 * Migrates and seeds the database named by DATABASE_URL the way the app does on start
 * (bootDatabase), then prints the demo user ids as JSON on stdout for bench/bookings.mjs.
 * Run with tsx: `tsx bench/boot-db.ts`.
 */
import { bootDatabase } from '../packages/db/src/boot';
import { DEMO_ACCOUNTS, demoUserId } from '../packages/db/src/seed';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required');
const handle = await bootDatabase();
await handle.close();
const ids = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, demoUserId(a.key)]));
process.stdout.write(`${JSON.stringify(ids)}\n`);
