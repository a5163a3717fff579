import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { DirectoryTab } from '~/lib/roles';
import { cn } from '~/lib/utils';

/** The directories as tabs (links: each has its own address). */
export async function DirectoryTabs({
  tabs,
  current,
}: {
  tabs: readonly DirectoryTab[];
  current: DirectoryTab;
}) {
  const t = await getTranslations('directory');
  return (
    <nav aria-label={t('tabsLabel')} className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-lg border bg-muted/60 p-1 sm:w-auto sm:max-w-max">
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={`/directory/${tab}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'bg-background text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
