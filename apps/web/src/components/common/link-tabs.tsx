import Link from 'next/link';
import { tabClasses, tabListClasses } from '~/components/ui/tab-styles';

export interface LinkTab {
  href: string;
  label: string;
  active: boolean;
}

/** Sections of a screen as tabs that are links (each has its own address). */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label} className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className={tabListClasses}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              className={tabClasses}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
