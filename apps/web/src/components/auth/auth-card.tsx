import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';

/** The card of the sign-in and recovery screens. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="shadow-sm">
      <CardHeader className="pb-4">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? (
        <div className="border-t px-5 py-4 text-center text-sm text-muted-foreground sm:px-6">
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
