'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2, Search } from 'lucide-react';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { moveHighlight } from '~/components/ui/listbox-nav';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { useTRPC } from '~/trpc/client';
import { SearchOptionView } from './search-option';
import { SEARCH_GROUPS, searchOptions, type SearchOption } from './search-results';

/** Characters before the box asks the server (the API finds nothing for fewer). */
const MIN_QUERY = 2;
const DEBOUNCE_MS = 200;

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The search dialog (`search.global`): a text box that is a WAI-ARIA combobox over a listbox of
 * results grouped as units, bookings and documents. Typing searches as it pauses; ↓/↑ move
 * through the results, Enter opens the highlighted one, Escape closes. Focus stays in the
 * box; the highlighted result is its `aria-activedescendant`.
 */
export function SearchDialog({ open, onOpenChange, onCloseAutoFocus }: SearchDialogProps) {
  const t = useTranslations('search');
  const trpc = useTRPC();
  const router = useRouter();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enabled = query.length >= MIN_QUERY;
  const result = useQuery({
    ...trpc.search.global.queryOptions({ query }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const options = useMemo(
    () => (enabled && text.trim().length >= MIN_QUERY ? searchOptions(result.data) : []),
    [enabled, text, result.data],
  );
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(options.length > 0 ? 0 : -1), [options]);
  const optionId = (i: number) => `${listId}-o${i}`;
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-o${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  function go(option: SearchOption | undefined) {
    if (!option) return;
    onOpenChange(false);
    if (option.group === 'documents') window.open(option.href, '_blank', 'noopener');
    else router.push(option.href);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(moveHighlight(active, options.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      go(options[active]);
    }
  }

  const searching = enabled && (result.isFetching || query !== text.trim());
  const status = !enabled
    ? t('hint')
    : result.isError
      ? t('error')
      : searching && options.length === 0
        ? t('searching')
        : options.length === 0
          ? t('nothing', { query })
          : t('found', { count: options.length });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        closeLabel={t('close')}
        className="top-4 max-h-[calc(100dvh-2rem)] max-w-xl translate-y-0 sm:top-[12vh] sm:max-h-[76vh]"
        onOpenAutoFocus={(event) => {
          // The search box, not the first button (the close X) as Radix would.
          event.preventDefault();
          input.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="search-dialog"
      >
        <div className="relative border-b px-4 py-3 sm:px-6">
          <Search
            className="pointer-events-none absolute top-1/2 left-6 size-4 -translate-y-1/2 text-muted-foreground sm:left-8"
            aria-hidden
          />
          <input
            ref={input}
            role="combobox"
            aria-label={t('label')}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${listId}-keys`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('placeholder')}
            className="h-10 w-full rounded-md border border-input bg-background pr-9 pl-9 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {searching ? (
            <Loader2
              className="absolute top-1/2 right-6 size-4 -translate-y-1/2 animate-spin text-muted-foreground sm:right-8"
              aria-hidden
            />
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2 sm:px-4">
          <p role="status" className="px-2 py-2 text-sm text-muted-foreground">
            {status}
          </p>
          <div
            id={listId}
            role="listbox"
            aria-label={t('results')}
            hidden={options.length === 0}
            className="grid gap-3 pb-2"
          >
            {SEARCH_GROUPS.map((group) => {
              const inGroup = options
                .map((option, index) => ({ option, index }))
                .filter(({ option }) => option.group === group);
              if (inGroup.length === 0) return null;
              const headingId = `${listId}-${group}`;
              return (
                <div key={group} role="group" aria-labelledby={headingId}>
                  <div
                    id={headingId}
                    role="presentation"
                    className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {t(group)}
                  </div>
                  {inGroup.map(({ option, index }) => (
                    <SearchOptionView
                      key={option.key}
                      id={optionId(index)}
                      option={option}
                      active={index === active}
                      onHover={() => setActive(index)}
                      onChoose={() => go(option)}
                    />
                  ))}
                </div>
              );
            })}
          </div>
        </div>
        <p
          id={`${listId}-keys`}
          className="hidden border-t px-6 py-2 text-xs text-muted-foreground sm:block"
        >
          {t('keys')}
        </p>
      </DialogContent>
    </Dialog>
  );
}
