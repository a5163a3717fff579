import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Building, LogOut } from 'lucide-react';
import { LocaleSwitcher } from '~/components/common/locale-switcher';
import type { Me } from '~/server/caller';
import { AppNav, AppNavMenu } from './app-nav';
import { SignOutButton } from './sign-out-button';

function initials(me: Me) {
  return (
    [me.first_name, me.last_name]
      .map((s) => s?.trim()[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/**
 * Header (product, search, notifications, user, language, sign-out), navigation by role, and the
 * page. `search` and `bell`: the search box and the notifications' bell, slots filled by the (app)
 * layout (components/search and components/notifications are peers of shell, never imported by it).
 */
export async function AppShell({
  me,
  search,
  bell,
  children,
}: {
  me: Me;
  search?: ReactNode;
  bell?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations();
  const fullName = [me.first_name, me.last_name].filter(Boolean).join(' ');
  const mainRole = me.roles.find((r) => r !== 'ROLE_USER');
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t('shell.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 flex min-h-14 items-center gap-2 border-b bg-background px-3 py-2 sm:gap-3 sm:px-4 lg:px-6">
        <AppNavMenu roles={me.roles} />
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="hidden size-7 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground sm:flex">
            <Building className="size-4" aria-hidden />
          </span>
          {/* A phone: no logo, the name on two lines rather than cut to "Брон…". */}
          <span className="text-sm leading-tight break-words sm:text-base">{t('app.name')}</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
          {search}
          {bell}
          <LocaleSwitcher signedIn />
          <div className="flex items-center gap-2 sm:border-l sm:pl-3">
            <span
              className="hidden size-8 items-center justify-center rounded-full bg-muted text-xs font-semibold sm:flex"
              title={fullName}
              aria-hidden
            >
              {initials(me)}
            </span>
            <div className="hidden leading-tight sm:grid">
              <span className="max-w-48 truncate text-sm font-medium" data-testid="current-user">
                {fullName}
              </span>
              {mainRole ? (
                <span className="text-xs text-muted-foreground">
                  {t(`roles.${mainRole as RoleKey}`)}
                </span>
              ) : null}
            </div>
          </div>
          {/* A phone signs out from the menu: the header keeps room for the name. */}
          <SignOutButton icon={<LogOut aria-hidden />} className="hidden sm:inline-flex" />
        </div>
      </header>
      <div className="lg:flex">
        <AppNav roles={me.roles} />
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}

type RoleKey = keyof Messages['roles'];
