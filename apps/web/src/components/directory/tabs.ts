import { can, type Action } from '@app/permissions';

/** The directories, in the order of their tabs, and the permission each one needs. */
const TAB_ACTION = {
  partners: 'directory.partners',
  employees: 'directory.staff',
  // Realtors may read their own agent record through the API, but get no tab for one row.
  agents: 'directory.staff',
  roles: 'directory.staff',
  departments: 'directory.staff',
  users: 'directory.staff',
} as const satisfies Record<string, Action>;

export type DirectoryTab = keyof typeof TAB_ACTION;
export const DIRECTORY_TABS = Object.keys(TAB_ACTION) as DirectoryTab[];

export const isDirectoryTab = (tab: string): tab is DirectoryTab =>
  (DIRECTORY_TABS as readonly string[]).includes(tab);

/** The tabs a user with these roles can open (realtors: partners only). */
export const directoryTabsFor = (roles: readonly string[]): DirectoryTab[] =>
  DIRECTORY_TABS.filter((tab) => can(roles, TAB_ACTION[tab]));
