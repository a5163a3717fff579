'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '~/i18n/locales';
import { cn } from '~/lib/utils';
import { useTRPCClient } from '~/trpc/client';

/**
 * Changing the language: the `locale` cookie, and for a signed-in user settings.locale
 * (`users.updateMe`) so that the choice follows them to another browser.
 */
export function useChangeLocale(signedIn: boolean) {
  const current = useLocale();
  const router = useRouter();
  const trpcClient = useTRPCClient();
  const [pending, startTransition] = useTransition();
  // The plain client rather than useMutation: nothing caches this call, and the switch is on
  // every screen (react-query's mutation observer would be its only user on most of them).
  const [saving, setSaving] = useState(false);
  async function change(locale: Locale) {
    if (locale === current) return;
    // Loaded on the first change: ~/i18n/locales takes LOCALES from @app/validators, whose
    // module brings all of zod (33 KiB gzipped), which no screen needs just to show the switch.
    const { writeLocaleCookie } = await import('~/i18n/locales');
    writeLocaleCookie(locale);
    if (signedIn) {
      setSaving(true);
      await trpcClient.users.updateMe.mutate({ settings: { locale } }).catch(() => undefined);
      setSaving(false);
    }
    startTransition(() => router.refresh());
  }
  return { current, pending: pending || saving, change };
}

/**
 * The languages in the switch's order, without importing @app/validators' LOCALES (and zod with
 * it): `satisfies` fails the type check when that list gains or loses a language.
 */
const ORDER = { ru: true, en: true } satisfies Record<Locale, true>;
export const LOCALE_ORDER = Object.keys(ORDER) as Locale[];

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
      {LOCALE_ORDER.map((locale) => (
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
