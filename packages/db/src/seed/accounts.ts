import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../password';
import { roles, userRoles, users } from '../schema';
import { seedId } from './ids';

export const AUTH_ROLES = [
  { slug: 'ROLE_USER', title: 'Пользователь' },
  { slug: 'ROLE_REALTOR', title: 'Риелтор агентства' },
  { slug: 'ROLE_MANAGER', title: 'Менеджер отдела продаж' },
  { slug: 'ROLE_SALES_HEAD', title: 'Руководитель отдела продаж' },
  { slug: 'ROLE_READ_ONLY', title: 'Только чтение' },
] as const;

export const DEMO_PASSWORD = 'demo-password-1';
export const SYSTEM_USER_ID = seedId('user:system');

export const DEMO_ACCOUNTS = [
  {
    key: 'head',
    email: 'head@demo.test',
    phone: '+79990000001',
    role: 'ROLE_SALES_HEAD',
    first_name: 'Ольга',
    last_name: 'Смирнова',
    second_name: 'Викторовна',
  },
  {
    key: 'manager',
    email: 'manager@demo.test',
    phone: '+79990000002',
    role: 'ROLE_MANAGER',
    first_name: 'Дмитрий',
    last_name: 'Кузнецов',
    second_name: 'Андреевич',
  },
  {
    key: 'realtor',
    email: 'realtor@demo.test',
    phone: '+79990000003',
    role: 'ROLE_REALTOR',
    first_name: 'Анна',
    last_name: 'Волкова',
    second_name: 'Сергеевна',
  },
  {
    key: 'viewer',
    email: 'viewer@demo.test',
    phone: '+79990000004',
    role: 'ROLE_READ_ONLY',
    first_name: 'Игорь',
    last_name: 'Павлов',
    second_name: 'Николаевич',
  },
] as const;

export const demoUserId = (key: (typeof DEMO_ACCOUNTS)[number]['key']) => seedId(`user:${key}`);

/** The roles and the system user: what every database needs, production included. */
export async function seedSystemAccounts(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(AUTH_ROLES.map((r) => ({ id: seedId(`role:${r.slug}`), ...r })))
    .onConflictDoNothing();
  await db
    .insert(users)
    .values({
      id: SYSTEM_USER_ID,
      email: 'system@booking.invalid',
      first_name: 'Система',
      // Not a valid argon2 hash: the system user can never log in.
      password_hash: '!',
      is_system: true,
    })
    .onConflictDoNothing();
}

/** Gives a user ROLE_USER and `role`. */
export async function grantRole(db: Db, userId: string, role: string): Promise<void> {
  await db
    .insert(userRoles)
    .values(
      ['ROLE_USER', role].map((slug) => ({ user_id: userId, role_id: seedId(`role:${slug}`) })),
    )
    .onConflictDoNothing();
}

/** The demo accounts of every role, all with DEMO_PASSWORD (never in production). */
export async function seedDemoAccounts(db: Db, region: string | null): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        DEMO_ACCOUNTS.map((a) => demoUserId(a.key)),
      ),
    );
  const have = new Set(existing.map((u) => u.id));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const id = demoUserId(account.key);
    if (have.has(id)) continue;
    await db.insert(users).values({
      id,
      email: account.email,
      phone: account.phone,
      password_hash: passwordHash,
      first_name: account.first_name,
      last_name: account.last_name,
      second_name: account.second_name,
      region,
      settings: { locale: 'ru' },
    });
    await grantRole(db, id, account.role);
  }
}
