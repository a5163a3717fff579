import { getTranslations } from 'next-intl/server';
import { navItemsFor } from './nav-items';
import { NavLink } from './nav-link';

/**
 * The main navigation: a vertical list beside the content on wide screens, a horizontally
 * scrolling strip under the header on phones. Rendered on the server (the icons cost the browser
 * no JavaScript); only the links, which mark the current section, are client components.
 */
export async function AppNav({ roles }: { roles: readonly string[] }) {
  const t = await getTranslations('nav');
  return (
    <nav
      aria-label={t('label')}
      className="sticky top-14 z-30 border-b bg-background/95 backdrop-blur lg:static lg:z-auto lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0 lg:bg-transparent lg:backdrop-blur-none"
    >
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 [scrollbar-width:none] lg:sticky lg:top-14 lg:flex-col lg:overflow-visible lg:py-4">
        {navItemsFor(roles).map(({ key, href, icon: Icon }) => (
          <li key={key} className="shrink-0">
            <NavLink href={href}>
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
