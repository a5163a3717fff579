import type { ManagerDto } from '@app/validators';

/** The manager block of a document, as the form holds it. */
export type ManagerValues = ManagerDto;
export const MANAGER_FIELDS = ['manager.name', 'manager.phone', 'manager.email'] as const;

/** The signed-in user (users.me) as the document's manager: "Имя Фамилия", phone, e-mail. */
export function managerOf(me: {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string;
}): ManagerValues {
  return {
    name: [me.first_name, me.last_name].filter(Boolean).join(' '),
    phone: me.phone ?? '',
    email: me.email,
  };
}

/** Optional text left blank is not sent (`''` would fail an e-mail or a min length). */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
