'use client';

import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '~/components/ui/button';

/**
 * `icon` is rendered by the (server) shell, so the icon costs the browser no JavaScript. `labelled`:
 * the word shown at every width (the phone's menu), not from sm up only.
 */
export function SignOutButton({
  icon,
  labelled,
  className,
}: {
  icon: ReactNode;
  labelled?: boolean;
  className?: string;
}) {
  const t = useTranslations('shell');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    // next-auth's client (~10 KiB gzipped) is needed for this click only, not by every screen.
    const { signOut } = await import('next-auth/react');
    await signOut({ redirect: false });
    queryClient.clear();
    router.replace('/sign-in');
    router.refresh();
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void onClick()}
      disabled={pending}
      aria-label={t('signOut')}
      className={className}
    >
      {icon}
      <span className={labelled ? undefined : 'hidden sm:inline'}>{t('signOut')}</span>
    </Button>
  );
}
