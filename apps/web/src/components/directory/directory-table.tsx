'use client';

import type { ReactNode } from 'react';
import { AgentsTable, EmployeesTable, UserDirectoryTable } from './people-tables';
import { DepartmentsTable, PartnersTable, RolesTable } from './reference-tables';
import type { DirectoryTab } from './tabs';

const TABLES: Record<DirectoryTab, (props: { label: string }) => ReactNode> = {
  partners: PartnersTable,
  employees: EmployeesTable,
  agents: AgentsTable,
  roles: RolesTable,
  departments: DepartmentsTable,
  users: UserDirectoryTable,
};

export function DirectoryTable({ tab, label }: { tab: DirectoryTab; label: string }) {
  const Table = TABLES[tab];
  return <Table label={label} />;
}
