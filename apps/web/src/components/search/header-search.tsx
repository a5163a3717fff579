'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { Search } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { lazyModule } from '~/lib/lazy-module';
import { isSearchShortcut } from './search-shortcut';
import type { SearchDialogProps } from './search-dialog';

const dialog = lazyModule(() => import('./search-dialog').then((m) => m.SearchDialog));

/**
 * The header's search on every screen: a button (and ⌘K / Ctrl+K anywhere) that opens the search
 * dialog. Only this button is in a screen's first load: the dialog (Radix Dialog, the list, the
 * query) downloads when the pointer or focus nears the button, or on the first press.
 */
export function HeaderSearch() {
  const t = useTranslations('search');
  const button = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | undefined>(
    () => dialog.loaded,
  );
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const [mac, setMac] = useState(false);

  // Open already (⌘K again): nothing to do; each opening mounts the dialog afresh (empty box).
  const isOpen = useRef(false);
  isOpen.current = open;
  const show = useCallback(() => {
    dialog.get().then(
      (impl) => {
        setDialog(() => impl);
        if (isOpen.current) return;
        setOpening((n) => n + 1);
        setOpen(true);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  const shortcut = mac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        className="h-9 w-9 px-0 text-muted-foreground sm:w-auto sm:px-3 md:min-w-48 md:justify-start"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Meta+K Control+K"
        data-testid="header-search"
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={show}
      >
        <Search aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('open')}</span>
        <kbd
          className="ml-auto hidden rounded border bg-muted px-1.5 font-sans text-xs md:inline"
          aria-hidden
        >
          {shortcut}
        </kbd>
      </Button>
      {Dialog ? (
        <Dialog
          key={opening}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
