import type { Db } from '../client';
import { hashPassword } from '../password';
import { users } from '../schema';
import { grantRole } from './accounts';
import { seedId } from './ids';

export interface FirstAdmin {
  email: string;
  password: string;
}

export const FIRST_SALES_HEAD_ID = seedId('user:first-sales-head');

/**
 * The first sales head of a production database, from ADMIN_EMAIL / ADMIN_PASSWORD. A stable id,
 * so instances starting at once on one empty database create it once.
 */
export async function seedFirstSalesHead(db: Db, admin: FirstAdmin): Promise<void> {
  await db
    .insert(users)
    .values({
      id: FIRST_SALES_HEAD_ID,
      email: admin.email,
      password_hash: await hashPassword(admin.password),
      first_name: 'Администратор',
      settings: { locale: 'ru' },
    })
    .onConflictDoNothing();
  await grantRole(db, FIRST_SALES_HEAD_ID, 'ROLE_SALES_HEAD');
}
