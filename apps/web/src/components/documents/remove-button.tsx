'use client';

import { X } from 'lucide-react';
import { Button } from '~/components/ui/button';

/** The ✕ that removes one row of a document form (an option of a unit, a payment). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <X aria-hidden />
    </Button>
  );
}
