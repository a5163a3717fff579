import type { ReactNode } from 'react';
import Link from 'next/link';

/**
 * A link in the footer of an auth card (to sign-in or password recovery). The sign-in and recovery
 * pages render it on the server and hand it to their client form, so the form's chunk does not
 * carry a second copy of next/link (the root not-found boundary's chunk already has one).
 */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary hover:underline">
      {children}
    </Link>
  );
}
