import { describe, expect, it } from 'vitest';
import { API_KEY_ROLES } from '@app/validators';
import {
  ACTIONS,
  can,
  grantFor,
  ownOnly,
  PERMISSIONS,
  ROLES,
  rolesFor,
  type Action,
} from '../../src';

/** The roles of docs/api.md#roles, row by row: what each role gets. */
const EXPECTED: [Action, string, string, string, string][] = [
  //                       READ_ONLY REALTOR MANAGER SALES_HEAD
  ['profile.manage', 'all', 'all', 'all', 'all'],
  ['bookings.read', 'all', 'own', 'all', 'all'],
  ['bookings.write', 'none', 'own', 'all', 'all'],
  ['customers.contacts', 'none', 'own', 'all', 'all'],
  ['bookingQueue.read', 'all', 'own', 'all', 'all'],
  ['bookingQueue.write', 'none', 'own', 'all', 'all'],
  ['units.read', 'all', 'all', 'all', 'all'],
  ['units.setStatus', 'none', 'none', 'all', 'all'],
  ['paymentLinks.read', 'all', 'own', 'all', 'all'],
  ['paymentLinks.create', 'none', 'own', 'all', 'all'],
  ['paymentLinks.send', 'none', 'own', 'all', 'all'],
  ['payments.confirm', 'none', 'none', 'all', 'all'],
  ['payments.refund', 'none', 'none', 'none', 'all'],
  ['payments.read', 'all', 'own', 'all', 'all'],
  ['pricing.read', 'all', 'all', 'all', 'all'],
  ['pricing.write', 'none', 'none', 'none', 'all'],
  ['documents.create', 'none', 'own', 'all', 'all'],
  ['documents.read', 'all', 'own', 'all', 'all'],
  ['documents.send', 'none', 'own', 'all', 'all'],
  ['directory.partners', 'all', 'all', 'all', 'all'],
  ['directory.agents', 'all', 'own', 'all', 'all'],
  ['directory.staff', 'all', 'none', 'all', 'all'],
  ['users.list', 'none', 'none', 'all', 'all'],
  ['users.register', 'none', 'none', 'none', 'all'],
  ['jobs.read', 'none', 'none', 'none', 'all'],
  ['webhooks.manage', 'none', 'none', 'none', 'all'],
  ['apiKeys.manage', 'none', 'none', 'none', 'all'],
  ['dashboard.read', 'all', 'own', 'all', 'all'],
  ['search.read', 'all', 'own', 'all', 'all'],
  ['notifications.manage', 'all', 'all', 'all', 'all'],
  ['dev.outbox', 'none', 'none', 'none', 'all'],
  ['bookings.advance', 'none', 'own', 'all', 'all'],
  ['customers.read', 'all', 'own', 'all', 'all'],
  ['customers.write', 'none', 'own', 'all', 'all'],
  ['customers.merge', 'none', 'none', 'none', 'all'],
  ['crm.manage', 'none', 'none', 'none', 'all'],
];

describe('the permission table', () => {
  it('grants every action to the roles docs/api.md#roles describes, role by role', () => {
    expect(ROLES).toEqual(['ROLE_READ_ONLY', 'ROLE_REALTOR', 'ROLE_MANAGER', 'ROLE_SALES_HEAD']);
    expect(EXPECTED.map(([a]) => a).sort()).toEqual([...ACTIONS].sort());
    for (const [action, ...grants] of EXPECTED) {
      expect([action, ROLES.map((r) => PERMISSIONS[action][r])]).toEqual([action, grants]);
    }
  });

  it('gives a user with several roles the widest grant, and ROLE_USER alone nothing', () => {
    expect(grantFor(['ROLE_USER', 'ROLE_REALTOR'], 'bookings.read')).toBe('own');
    expect(grantFor(['ROLE_REALTOR', 'ROLE_READ_ONLY'], 'bookings.read')).toBe('all');
    expect(grantFor(['ROLE_REALTOR', 'ROLE_READ_ONLY'], 'bookings.write')).toBe('own');
    expect(grantFor(['ROLE_USER'], 'profile.manage')).toBe('none');
    expect(grantFor([], 'units.read')).toBe('none');
    expect(grantFor(['ROLE_UNKNOWN'], 'units.read')).toBe('none');
  });

  it('answers can / ownOnly / rolesFor from the same rows', () => {
    expect(can(['ROLE_READ_ONLY'], 'bookings.write')).toBe(false);
    expect(can(['ROLE_REALTOR'], 'bookings.write')).toBe(true);
    expect(ownOnly(['ROLE_REALTOR'], 'bookings.write')).toBe(true);
    expect(ownOnly(['ROLE_REALTOR', 'ROLE_MANAGER'], 'bookings.write')).toBe(false);
    expect(rolesFor('users.list')).toEqual(['ROLE_MANAGER', 'ROLE_SALES_HEAD']);
  });

  it('keeps API keys with the sales head: no role a key may act with can manage keys', () => {
    expect(rolesFor('apiKeys.manage')).toEqual(['ROLE_SALES_HEAD']);
    for (const role of API_KEY_ROLES)
      expect(can(['ROLE_USER', role], 'apiKeys.manage')).toBe(false);
  });

  it('keeps the pricing writes, the bulk ones and their previews included, with the sales head', () => {
    expect(rolesFor('pricing.write')).toEqual(['ROLE_SALES_HEAD']);
    for (const role of ['ROLE_REALTOR', 'ROLE_MANAGER', 'ROLE_READ_ONLY'])
      expect(can(['ROLE_USER', role], 'pricing.write')).toBe(false);
    expect(can(['ROLE_USER', 'ROLE_REALTOR', 'ROLE_SALES_HEAD'], 'pricing.write')).toBe(true);
  });
});
