'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LogOut } from 'lucide-react';
import { Button } from '~/components/ui/button';

export function SignOutButton() {
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
    >
      <LogOut aria-hidden />
      <span className="hidden sm:inline">{t('signOut')}</span>
    </Button>
  );
}
