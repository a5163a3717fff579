'use client';

import {
  createContext,
  useContext,
  useId,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import { cn } from '~/lib/utils';
import { tabClasses, tabListClasses } from './tab-styles';

/**
 * Tabs that switch content, after the WAI-ARIA tabs pattern and with Radix Tabs' markup (roles,
 * ids, `data-state`, roving tabindex, arrows/Home/End that move and select, looping). Written out
 * rather than imported: Radix Tabs and its roving-focus group cost the units screen ~6 KiB gzipped
 * for a building switch; the rest of the app's Radix parts load only with dialogs and selects.
 */
interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be inside <Tabs>');
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value,
  onValueChange,
  ...props
}: Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, onValueChange }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const NEXT: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentPropsWithoutRef<'div'>) {
  // Arrows move the focus between the tabs (and select, as focus does): one tab stop for the list.
  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const move = NEXT[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || tabs.length === 0) return;
    event.preventDefault();
    tabs[move(at, tabs.length)]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(tabListClasses, className)}
      onKeyDown={keyDown}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: ComponentPropsWithoutRef<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(tabClasses, className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Like Radix: a plain left press selects; ctrl-click (a context menu on macOS) does not.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey && !disabled)
          tabs.onValueChange(value);
        else if (event.button === 0) event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === ' ' || event.key === 'Enter'))
          tabs.onValueChange(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Automatic activation: a tab that gets the focus is selected.
        if (!event.defaultPrevented && !selected && !disabled) tabs.onValueChange(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  ...props
}: ComponentPropsWithoutRef<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      {...props}
    />
  );
}
