'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CheckCircle2, Download } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button';
import type { IssueResult } from './use-issue-document';

/**
 * The answer to a form that issued a document: its Download button and the way to the list. It
 * takes the focus when it appears, so keyboard and screen reader users land on it.
 */
export function IssuedDocument({ issued, title }: { issued: IssueResult; title: string }) {
  const t = useTranslations('documents.issued');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [issued.item.id]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      aria-labelledby="issued-title"
      data-testid="issued-document"
      className="mb-6 flex scroll-mt-20 flex-col gap-4 rounded-card border border-green-200 bg-success-soft p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:p-5"
    >
      <CheckCircle2 className="size-8 shrink-0 text-green-700" aria-hidden />
      <div className="grid flex-1 gap-1">
        <h2 id="issued-title" className="font-semibold text-green-900">
          {title}
        </h2>
        <p className="text-sm text-green-900/80">{t('hint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={issued.url} download className={buttonClasses('primary', 'md')}>
          <Download aria-hidden />
          {t('download')}
        </a>
        <Link href="/documents" className={buttonClasses('secondary', 'md')}>
          {t('toList')}
        </Link>
      </div>
    </div>
  );
}
