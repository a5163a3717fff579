'use client';

import { useTranslations } from 'next-intl';

type RoleKey = keyof Messages['roles'];

/** A role slug in words ("Sales head"); unknown slugs as they are. */
export function useRoleLabel(): (slug: string) => string {
  const t = useTranslations('roles');
  return (slug) => (t.has(slug as RoleKey) ? t(slug as RoleKey) : slug);
}
