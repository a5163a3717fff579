'use client';

import { useId } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CalendarClock, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';

/**
 * The "as of" day of /pricing (the `date` search parameter): empty shows today's prices; a past
 * day shows them as they stood, a future one as they will be (scheduled prices, periods).
 */
export function AsOfDate({ value }: { value?: string }) {
  const t = useTranslations('pricing.asOf');
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const go = (day: string) =>
    router.replace(day ? `${pathname}?date=${day}` : pathname, { scroll: false });
  return (
    <div className="flex items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id} className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarClock className="size-3.5" aria-hidden />
          {t('label')}
        </Label>
        <Input
          id={id}
          type="date"
          className="h-9 w-40"
          value={value ?? ''}
          onChange={(e) => go(e.target.value)}
        />
      </div>
      {value ? (
        <Button variant="secondary" onClick={() => go('')}>
          <X aria-hidden />
          {t('today')}
        </Button>
      ) : null}
    </div>
  );
}
