import {
  BookUser,
  Building2,
  CalendarCheck,
  FileText,
  Plug,
  Tags,
  UserCircle,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { can, type Action } from '@app/permissions';

export type NavKey =
  | 'units'
  | 'bookings'
  | 'payments'
  | 'pricing'
  | 'documents'
  | 'directory'
  | 'users'
  | 'integrations'
  | 'profile';

export interface NavItem {
  key: NavKey;
  href: `/${string}`;
  icon: LucideIcon;
}

/** Every section; one with an `action` shows only to users the permission table lets do it. */
const ALL: (NavItem & { action?: Action })[] = [
  { key: 'units', href: '/units', icon: Building2 },
  { key: 'bookings', href: '/bookings', icon: CalendarCheck },
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
