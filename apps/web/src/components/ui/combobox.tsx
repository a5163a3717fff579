'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronDown, Loader2, X } from 'lucide-react';
import { cn } from '~/lib/utils';
import { lazyModule } from '~/lib/lazy-module';
import { inputClasses } from './input';
import { firstHighlight, moveHighlight } from './listbox-nav';

const popup = lazyModule(() => import('./combobox-popup').then((m) => m.ComboboxPopup));
type Popup = NonNullable<typeof popup.loaded>;

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, smaller line (an e-mail that tells two namesakes apart). */
  hint?: string;
}

export interface ComboboxProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The accessible name of the list of options (usually the field's label). */
  listLabel: string;
  value: string | undefined;
  /** What the field shows for `value` while the list is closed ('' without a value). */
  valueLabel: string;
  /** An option was chosen, or the value was cleared (undefined). */
  onSelect: (option: ComboboxOption | undefined) => void;
  /** The options for `search`; the caller finds them (e.g. on the server). */
  options: readonly ComboboxOption[];
  search: string;
  onSearchChange: (search: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** Options for the current search are on their way. */
  loading?: boolean;
  loadingText: string;
  emptyText: string;
  /** Shown while closed without a value. */
  placeholder?: string;
  /** Shown while open before anything is typed, when there is no value to show instead. */
  searchPlaceholder?: string;
  /** With a label, a button beside the text clears the value. */
  clearLabel?: string;
  disabled?: boolean;
  /** Classes of the text box. */
  className?: string;
  onBlur?: () => void;
}

/**
 * A text box that searches and a list to choose from (WAI-ARIA combobox with a listbox popup):
 * typing searches, ↓/↑ move through the options, Enter chooses, Escape closes. Focus stays in the
 * text box; the highlighted option is its `aria-activedescendant`. The list floats in a Radix
 * Popover, so it is not clipped by a dialog or a card; that part (~12 KiB gzipped with its
 * positioning) is downloaded when the box is first focused or hovered, a spinner shows in the box
 * if it is opened before it arrives.
 */
export function Combobox({
  id,
  listLabel,
  value,
  valueLabel,
  onSelect,
  options,
  search,
  onSearchChange,
  onOpenChange,
  loading = false,
  loadingText,
  emptyText,
  placeholder,
  searchPlaceholder,
  clearLabel,
  disabled,
  className,
  onBlur,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [Popup, setPopup] = useState<Popup | undefined>(() => popup.loaded);
  const [open, setOpenState] = useState(false);
  // The highlight moved by the keys or the mouse, for the options it was moved in; new options
  // (another search) start again from the chosen or first one.
  const [cursor, setCursor] = useState<{ in: readonly ComboboxOption[]; index: number } | null>(
    null,
  );
  const active = cursor?.in === options ? cursor.index : firstHighlight(options, value);
  const optionId = (i: number) => `${listId}-option-${i}`;
  const showsList = open && options.length > 0;
  const activeId = showsList && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function setOpen(next: boolean) {
    if (next === open) return;
    // Not downloaded: the next opening tries again.
    if (next && !Popup)
      popup.get().then(
        (impl) => setPopup(() => impl),
        () => undefined,
      );
    setOpenState(next);
    setCursor(null);
    if (!next) onSearchChange('');
    onOpenChange?.(next);
  }

  function choose(option: ComboboxOption | undefined) {
    onSelect(option);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const index = moveHighlight(active, options.length, e.key === 'ArrowDown' ? 1 : -1);
      setCursor({ in: options, index });
    } else if (e.key === 'Enter' && open) {
      // Enter picks from the open list; it never sends the form the box is in.
      e.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={anchorRef} className="relative w-full" onPointerEnter={popup.preload}>
      <input
        ref={inputRef}
        id={id}
        {...aria}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={open ? search : valueLabel}
        title={open ? undefined : valueLabel || undefined}
        placeholder={open ? valueLabel || searchPlaceholder : placeholder}
        onFocus={(e) => {
          e.currentTarget.select();
          popup.preload();
        }}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          const text = e.target.value;
          // Typed at the end of the shown name while closed: only the typing is the search.
          onSearchChange(
            !open && text.startsWith(valueLabel) ? text.slice(valueLabel.length) : text,
          );
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        className={cn(inputClasses, 'truncate', clearLabel && value ? 'pr-16' : 'pr-9', className)}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
        {open && (loading || !Popup) ? (
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
        ) : (
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
        )}
      </span>
      {clearLabel && value && !disabled ? (
        <button
          type="button"
          aria-label={clearLabel}
          title={clearLabel}
          className="absolute inset-y-0 right-8 my-auto flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => {
            choose(undefined);
            inputRef.current?.focus();
          }}
        >
          <X className="size-3.5" aria-hidden />
        </button>
      ) : null}
      {Popup ? (
        <Popup
          open={open}
          onOpenChange={setOpen}
          anchor={anchorRef}
          input={inputRef}
          id={listId}
          role={showsList ? 'listbox' : 'status'}
          label={showsList ? listLabel : undefined}
        >
          {showsList ? (
            options.map((o, i) => (
              <div
                key={o.value}
                id={optionId(i)}
                role="option"
                aria-selected={o.value === value}
                data-highlighted={i === active ? '' : undefined}
                onMouseMove={() => i !== active && setCursor({ in: options, index: i })}
                onClick={() => choose(o)}
                className="relative grid cursor-default rounded-sm py-1.5 pr-8 pl-2 text-sm select-none data-[highlighted]:bg-muted aria-selected:font-medium"
              >
                <span className="[overflow-wrap:anywhere]">{o.label}</span>
                {o.hint ? (
                  <span className="truncate text-xs font-normal text-muted-foreground">
                    {o.hint}
                  </span>
                ) : null}
                {o.value === value ? (
                  <Check className="absolute top-2 right-2 size-4 text-primary" aria-hidden />
                ) : null}
              </div>
            ))
          ) : (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">
              {loading ? loadingText : emptyText}
            </p>
          )}
        </Popup>
      ) : null}
    </div>
  );
}
