import { describe, expect, it } from 'vitest';
import type { RoleSlug } from '@app/validators';
import {
  DIRECTORY_TABS,
  directoryTabsFor,
  isDirectoryTab,
} from '../../../src/components/directory/tabs';
import { homeFor, navItemsFor } from '../../../src/components/shell/nav-items';

/** Who sees what in the screens (docs/api.md#roles), read from the permission table. */
const ROLES: Record<string, RoleSlug[]> = {
  head: ['ROLE_USER', 'ROLE_SALES_HEAD'],
  manager: ['ROLE_USER', 'ROLE_MANAGER'],
  realtor: ['ROLE_USER', 'ROLE_REALTOR'],
  viewer: ['ROLE_USER', 'ROLE_READ_ONLY'],
};
const ALL_SECTIONS = [
  'dashboard',
  'units',
  'bookings',
  'deals',
  'customers',
  'payments',
  'pricing',
  'documents',
  'directory',
  'users',
  'integrations',
  'profile',
];
const STAFF_SECTIONS = ALL_SECTIONS.filter((s) => s !== 'integrations');

describe('navigation', () => {
  it.each([
    ['head', ALL_SECTIONS],
    ['manager', STAFF_SECTIONS],
    ['realtor', STAFF_SECTIONS.filter((s) => s !== 'users')],
    ['viewer', STAFF_SECTIONS.filter((s) => s !== 'users')],
  ])('shows the %s their sections', (role, sections) => {
    expect(navItemsFor(ROLES[role] ?? []).map((i) => i.key)).toEqual(sections);
  });

  it('shows the payments ledger only to users with a sales role', () => {
    expect(navItemsFor(['ROLE_USER']).map((i) => i.key)).not.toContain('payments');
  });

  it('lands sales heads, managers and viewers on the dashboard, realtors on the units grid', () => {
    expect(Object.fromEntries(Object.entries(ROLES).map(([k, r]) => [k, homeFor(r)]))).toEqual({
      head: '/dashboard',
      manager: '/dashboard',
      realtor: '/units',
      viewer: '/dashboard',
    });
    expect(homeFor(['ROLE_REALTOR', 'ROLE_MANAGER'])).toBe('/dashboard');
    expect(homeFor(['ROLE_USER'])).toBe('/units');
  });

  it('shows the users section to a realtor who is also a manager', () => {
    expect(navItemsFor(['ROLE_REALTOR', 'ROLE_MANAGER']).map((i) => i.key)).toContain('users');
  });
});

describe('directory tabs', () => {
  it.each(['head', 'manager', 'viewer'])('are all open to the %s', (role) => {
    expect(directoryTabsFor(ROLES[role] ?? [])).toEqual(DIRECTORY_TABS);
  });

  it('are partners only for a realtor', () => {
    expect(directoryTabsFor(ROLES.realtor ?? [])).toEqual(['partners']);
  });

  it('come in their fixed order', () => {
    expect(DIRECTORY_TABS).toEqual([
      'partners',
      'employees',
      'agents',
      'roles',
      'departments',
      'users',
    ]);
  });

  it('tell a tab from any other path segment', () => {
    expect(isDirectoryTab('agents')).toBe(true);
    expect(isDirectoryTab('constructor')).toBe(false);
  });
});
