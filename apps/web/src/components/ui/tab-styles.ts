import { cn } from '~/lib/utils';

/** The look shared by tabs that switch content (Tabs) and tabs that are links (LinkTabs). */
export const tabListClasses =
  'flex w-max gap-1 rounded-lg border bg-muted/60 p-1 sm:w-auto sm:max-w-max';
export const tabClasses = cn(
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  'text-muted-foreground hover:text-foreground',
  'aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm',
  'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);
