'use client';

import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentRef,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { lazyModule } from '~/lib/lazy-module';
import { selectTriggerClasses, type SelectProps } from './select-trigger';

export type { SelectOption, SelectProps } from './select-trigger';

const radix = lazyModule(() => import('./select-radix').then((m) => m.RadixSelect));
type Impl = NonNullable<typeof radix.loaded>;

const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/**
 * A single-choice list on Radix Select: keyboard and screen-reader friendly, styled like Input.
 * Until a select is first used, a stand-in with the trigger's markup (combobox role, label, value,
 * `data-state`, `data-placeholder`) is shown, and Radix Select with its positioning (~18 KiB
 * gzipped) is downloaded on hover or focus; the press or key that opens the stand-in opens the
 * Radix select as soon as it is there, with the focus on it. Every list screen has a select
 * (page size), few visits open one.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const [Radix, setRadix] = useState<Impl | undefined>(() => radix.loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const button = useRef<ComponentRef<'button'>>(null);
  useImperativeHandle(ref, () => button.current as HTMLButtonElement, [Radix]);

  if (Radix) return <Radix {...props} ref={button} defaultOpen={openOnLoad} />;

  // Opened, Radix moves the focus into the list, and back to its trigger when it closes.
  function open() {
    setOpenOnLoad(true);
    // Not downloaded: the next press tries again.
    radix.get().then(
      (impl) => setRadix(() => impl),
      () => undefined,
    );
  }
  const preload = radix.preload;

  const {
    value,
    options,
    placeholder,
    disabled,
    className,
    onValueChange: _,
    ...triggerProps
  } = props;
  const selected = options.find((o) => o.value === value);
  return (
    <button
      ref={button}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      data-placeholder={selected ? undefined : ''}
      disabled={disabled}
      className={selectTriggerClasses(className)}
      {...triggerProps}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        // Radix opens a select on a mouse press, on a click for touch and pen.
        if (event.button !== 0 || event.ctrlKey || event.pointerType !== 'mouse') return;
        event.preventDefault();
        open();
      }}
      onClick={(event) => {
        if ((event.nativeEvent as globalThis.PointerEvent).pointerType !== 'mouse') open();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span className="truncate">
        <span style={{ pointerEvents: 'none' }}>{selected ? selected.label : placeholder}</span>
      </span>
      <span aria-hidden>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
      </span>
    </button>
  );
});
