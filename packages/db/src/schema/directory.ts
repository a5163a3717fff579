import { boolean, index, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { commonColumns } from './common';

export const departments = pgTable('departments', {
  ...commonColumns,
  name: varchar({ length: 255 }).notNull(),
});

/** Agencies and other partners of the developer. */
export const partners = pgTable(
  'partners',
  {
    ...commonColumns,
    name: varchar({ length: 255 }).notNull(),
    inn: varchar({ length: 12 }).notNull(),
    legal_name: varchar({ length: 255 }),
    partner_type: uuid(),
    region: uuid(),
    comment: varchar({ length: 1000 }),
    subsidiary: boolean().notNull().default(false),
  },
  (t) => [index().on(t.inn)],
);

/** Job roles of employees and agents (`directory.roles`); not the same as authentication roles. */
export const staffRoles = pgTable('staff_roles', {
  ...commonColumns,
  title: varchar({ length: 255 }).notNull().unique(),
});

export const employees = pgTable(
  'employees',
  {
    ...commonColumns,
    first_name: varchar({ length: 100 }).notNull(),
    last_name: varchar({ length: 100 }),
    second_name: varchar({ length: 100 }),
    user: uuid().references(() => users.id, { onDelete: 'set null' }),
    department: uuid().references(() => departments.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.user), index().on(t.department)],
);

export const employeeRoles = pgTable(
  'employee_roles',
  {
    employee_id: uuid()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role_id: uuid()
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.role_id] })],
);

export const agents = pgTable(
  'agents',
  {
    ...commonColumns,
    first_name: varchar({ length: 100 }).notNull(),
    last_name: varchar({ length: 100 }),
    second_name: varchar({ length: 100 }),
    user: uuid().references(() => users.id, { onDelete: 'set null' }),
    curator: uuid().references(() => employees.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.user)],
);

export const agentRoles = pgTable(
  'agent_roles',
  {
    agent_id: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    role_id: uuid()
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.agent_id, t.role_id] })],
);

export const agentPartners = pgTable(
  'agent_partners',
  {
    agent_id: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    partner_id: uuid()
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.agent_id, t.partner_id] }), index().on(t.partner_id)],
);
