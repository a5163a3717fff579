'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { Select } from '~/components/ui/select';
import { isLocale, LOCALES, writeLocaleCookie, type Locale } from '~/i18n/locales';
import { cn } from '~/lib/utils';
import { useTRPC } from '~/trpc/client';

/**
 * Changing the language: the `locale` cookie, and for a signed-in user settings.locale (op 8) so
 * that the choice follows them to another browser.
 */
function useChangeLocale(signedIn: boolean) {
  const current = useLocale();
  const router = useRouter();
  const trpc = useTRPC();
  const [pending, startTransition] = useTransition();
  const save = useMutation(trpc.users.updateMe.mutationOptions());
  async function change(locale: Locale) {
    if (locale === current) return;
    writeLocaleCookie(locale);
    if (signedIn) await save.mutateAsync({ settings: { locale } }).catch(() => undefined);
    startTransition(() => router.refresh());
  }
  return { current, pending: pending || save.isPending, change };
}

/** The compact RU / EN switch of the header and the sign-in page. */
export function LocaleSwitcher({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const t = useTranslations('locale');
  const { current, pending, change } = useChangeLocale(signedIn);
  return (
    <div
      role="group"
      aria-label={t('label')}
      className={cn(
        'inline-flex h-8 items-center rounded-md border bg-background p-0.5 text-xs font-medium',
        className,
      )}
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          aria-label={t(locale)}
          disabled={pending}
          onClick={() => void change(locale)}
          className={cn(
            'h-full rounded-[5px] px-2.5 uppercase transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            locale === current
              ? 'bg-foreground text-background'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {locale}
        </button>
      ))}
    </div>
  );
}

/** The same choice as a labelled list, for the profile screen. */
export function LocaleSelect({ id }: { id: string }) {
  const t = useTranslations('locale');
  const { current, pending, change } = useChangeLocale(true);
  return (
    <Select
      id={id}
      value={current}
      disabled={pending}
      onValueChange={(v) => isLocale(v) && void change(v)}
      options={LOCALES.map((l) => ({ value: l, label: t(l) }))}
    />
  );
}
