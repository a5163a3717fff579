'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Menu } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog';

/**
 * The phone's menu (below lg): a button in the header (its aria-expanded from Radix) opening a
 * drawer with the navigation given as `children`. Escape, the close button or the overlay close it
 * and focus goes back to the button; following a link closes it too.
 */
export function NavMenu({
  label,
  title,
  closeLabel,
  children,
}: {
  label: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // A link to another screen: the drawer closes when the screen has changed.
  const [at, setAt] = useState(pathname);
  if (at !== pathname) {
    setAt(pathname);
    setOpen(false);
  }
  // A link to the screen already open changes nothing: close on the click itself.
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="shrink-0 lg:hidden" aria-label={label}>
          <Menu aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent side="left" title={title} closeLabel={closeLabel} className="lg:hidden">
        <div onClick={onClick} className="px-2 py-3">
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}
