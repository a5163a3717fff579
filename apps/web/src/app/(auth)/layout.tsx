import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Building } from 'lucide-react';
import { LocaleSwitcher } from '~/components/common/locale-switcher';

export const dynamic = 'force-dynamic';

/** Sign-in, password recovery: a centred card with the product name and the language switch. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('app');
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,_var(--color-accent),_transparent_60%)]">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <div className="flex items-center gap-2 font-semibold tracking-tight">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <Building className="size-4" aria-hidden />
          </span>
          {t('name')}
        </div>
        <LocaleSwitcher signedIn={false} />
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-sm">{children}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">
        {t('tagline')}
      </footer>
    </div>
  );
}
