'use client';

import { useId, useState, type ReactNode } from 'react';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/utils';

interface Props {
  /** The phone's toggle text ("Filters (2)"). */
  toggle: string;
  /** A "reset" button after the fields while any filter is set. */
  reset?: { label: string; onReset: () => void } | null;
  children: ReactNode;
}

/**
 * The filter row of a list: always shown on wider screens, folded behind a button on phones, with
 * a reset button while a filter is set. The fields are the children.
 */
export function FoldingFilters({ toggle, reset, children }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3">
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start sm:hidden"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden />
        {toggle}
      </Button>
      <div
        id={`${id}-panel`}
        className={cn(open ? 'flex' : 'hidden', 'flex-wrap items-end gap-3 sm:flex')}
      >
        {children}
        {reset ? (
          <Button variant="ghost" size="sm" onClick={reset.onReset}>
            <RotateCcw aria-hidden />
            {reset.label}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** One labelled field of a filter row: the label above the control whose id is `id`. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The field's width (e.g. `w-full sm:w-48`: full width on phones). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}
