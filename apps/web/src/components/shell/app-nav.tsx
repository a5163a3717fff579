import { getTranslations } from 'next-intl/server';
import { LogOut } from 'lucide-react';
import { cn } from '~/lib/utils';
import { navItemsFor } from './nav-items';
import { NavLink } from './nav-link';
import { NavMenu } from './nav-menu';
import { SignOutButton } from './sign-out-button';

/** The links of the sections the roles may open, one under another. */
async function NavList({ roles, className }: { roles: readonly string[]; className?: string }) {
  const t = await getTranslations('nav');
  return (
    <ul className={cn('flex flex-col gap-1', className)}>
      {navItemsFor(roles).map(({ key, href, icon: Icon }) => (
        <li key={key}>
          <NavLink href={href}>
            <Icon className="size-4 shrink-0" aria-hidden />
            {t(key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The main navigation beside the content on wide screens (lg and up). Rendered on the server (the
 * icons cost the browser no JavaScript); only the links, which mark the current section, are
 * client components. Narrower screens get AppNavMenu instead.
 */
export async function AppNav({ roles }: { roles: readonly string[] }) {
  const t = await getTranslations('nav');
  return (
    <nav aria-label={t('label')} className="hidden w-60 shrink-0 border-r lg:block">
      <NavList roles={roles} className="sticky top-14 px-3 py-4" />
    </nav>
  );
}

/** Below lg: the header's menu button and its drawer, with the same links and (a phone's) sign-out. */
export async function AppNavMenu({ roles }: { roles: readonly string[] }) {
  const t = await getTranslations();
  return (
    <NavMenu label={t('nav.menu')} title={t('nav.menu')} closeLabel={t('common.close')}>
      <nav aria-label={t('nav.label')}>
        <NavList roles={roles} />
      </nav>
      <div className="mt-3 border-t px-1 pt-3 sm:hidden">
        <SignOutButton icon={<LogOut aria-hidden />} labelled />
      </div>
    </NavMenu>
  );
}
