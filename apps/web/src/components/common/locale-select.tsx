'use client';

import { useTranslations } from 'next-intl';
import { Select } from '~/components/ui/select';
import type { Locale } from '~/i18n/locales';
import { LOCALE_ORDER, useChangeLocale } from './locale-switcher';

const isLocale = (v: string): v is Locale => (LOCALE_ORDER as readonly string[]).includes(v);

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
      options={LOCALE_ORDER.map((l) => ({ value: l, label: t(l) }))}
    />
  );
}
