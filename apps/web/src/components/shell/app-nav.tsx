'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { cn } from '~/lib/utils';
import { navItemsFor } from './nav-items';

/**
 * The main navigation: a vertical list beside the content on wide screens, a horizontally
 * scrolling strip under the header on phones.
 */
export function AppNav({ roles }: { roles: readonly string[] }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const items = navItemsFor(roles);
  return (
    <nav
      aria-label={t('label')}
      className="sticky top-14 z-30 border-b bg-background/95 backdrop-blur lg:static lg:z-auto lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0 lg:bg-transparent lg:backdrop-blur-none"
    >
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 [scrollbar-width:none] lg:sticky lg:top-14 lg:flex-col lg:overflow-visible lg:py-4">
        {items.map(({ key, href, icon: Icon }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={key} className="shrink-0">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
