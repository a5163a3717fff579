import {
  BookUser,
  Building2,
  CalendarCheck,
  Contact,
  FileText,
  Handshake,
  LayoutDashboard,
  Plug,
  Tags,
  UserCircle,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { can, grantFor, type Action } from '@app/permissions';

export type NavKey =
  | 'dashboard'
  | 'units'
  | 'bookings'
  | 'payments'
  | 'pricing'
  | 'documents'
  | 'directory'
  | 'users'
  | 'integrations'
  | 'profile'
  | 'deals'
  | 'customers';

export interface NavItem {
  key: NavKey;
  href: `/${string}`;
  icon: LucideIcon;
}

/** Every section; one with an `action` shows only to users the permission table lets do it. */
const ALL: (NavItem & { action?: Action })[] = [
  { key: 'dashboard', href: '/dashboard', icon: LayoutDashboard, action: 'dashboard.read' },
  { key: 'units', href: '/units', icon: Building2 },
  { key: 'bookings', href: '/bookings', icon: CalendarCheck },
  { key: 'deals', href: '/deals', icon: Handshake, action: 'bookings.read' },
  { key: 'customers', href: '/customers', icon: Contact, action: 'customers.read' },
  { key: 'payments', href: '/payments', icon: Wallet, action: 'payments.read' },
  { key: 'pricing', href: '/pricing', icon: Tags },
  { key: 'documents', href: '/documents', icon: FileText },
  { key: 'directory', href: '/directory', icon: BookUser },
  { key: 'users', href: '/users', icon: Users, action: 'users.list' },
  { key: 'integrations', href: '/integrations', icon: Plug, action: 'apiKeys.manage' },
  { key: 'profile', href: '/profile', icon: UserCircle },
];

/** The sections a user with these roles can open (the permission table, docs/api.md#roles). */
export function navItemsFor(roles: readonly string[]): NavItem[] {
  return ALL.filter((item) => !item.action || can(roles, item.action)).map(
    ({ key, href, icon }) => ({ key, href, icon }),
  );
}

/**
 * Where a signed-in user lands (`/`, and after sign-in): the dashboard for those who see the whole
 * organisation's figures (sales heads, managers, read-only); the units grid for realtors, whose
 * work starts there (their own figures are one click away in the navigation). docs/decisions.md.
 */
export const homeFor = (roles: readonly string[]): '/dashboard' | '/units' =>
  grantFor(roles, 'dashboard.read') === 'all' ? '/dashboard' : '/units';
