'use client';

import type { ReactNode, RefObject } from 'react';
import { Popover } from 'radix-ui';

export interface ComboboxPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the list is placed under (the text box and its buttons). */
  anchor: RefObject<HTMLElement | null>;
  /** The text box: pressing it does not count as outside the list. */
  input: RefObject<HTMLInputElement | null>;
  id: string;
  /** `listbox` with options; with nothing to choose, a `status` line that is read out. */
  role: 'listbox' | 'status';
  label?: string;
  children: ReactNode;
}

/**
 * The floating list of Combobox on a Radix Popover (so a dialog or a card does not clip it), with
 * its positioning: downloaded when a combobox is first focused or hovered (combobox.tsx).
 */
export function ComboboxPopup({
  open,
  onOpenChange,
  anchor,
  input,
  id,
  role,
  label,
  children,
}: ComboboxPopupProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          role={role}
          aria-label={label}
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => {
            if (e.target instanceof Node && input.current?.contains(e.target)) e.preventDefault();
          }}
          // Clicks in the list keep the focus in the text box.
          onMouseDown={(e) => e.preventDefault()}
          className="z-50 max-h-72 w-[var(--radix-popover-trigger-width)] min-w-72 overflow-y-auto rounded-md border bg-background p-1 shadow-lg data-[state=open]:animate-fade-in"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
