'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FileSpreadsheet, Loader2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { isErrorCode } from '~/lib/api-error';
import {
  attachmentName,
  errorAppCode,
  exportUrl,
  saveBlob,
  type ExportKind,
} from '~/lib/export-file';

/**
 * "Export to Excel" of a list screen: the rows of the screen's current `filter` (the list's own
 * filter object) as an .xlsx from the server, saved under the name it gives. A refusal (too many
 * rows, too many exports a minute, a filter the server refuses) is a toast in the user's language.
 * On a phone the label is read, not shown: the icon stays.
 */
export function ExportButton({
  kind,
  filter,
  at,
}: {
  kind: ExportKind;
  filter: unknown;
  /** The price list's "as of" instant (ISO): the figures in force then. */
  at?: string;
}) {
  const t = useTranslations('exports');
  const te = useTranslations('errors');
  const toast = useToast();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const res = await fetch(exportUrl(kind, filter, locale, at), { credentials: 'same-origin' });
      if (!res.ok) {
        const code = errorAppCode(await res.json().catch(() => null));
        throw new Error(code && isErrorCode(code) ? te(code) : te('INTERNAL_ERROR'));
      }
      const name = attachmentName(res.headers.get('content-disposition')) ?? `${kind}.xlsx`;
      saveBlob(await res.blob(), name);
    } catch (e) {
      const description = e instanceof TypeError ? te('NETWORK_ERROR') : (e as Error).message;
      toast({ tone: 'error', title: t('failed'), description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy || undefined}
      title={t('hint')}
      data-testid={`export-${kind}`}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <FileSpreadsheet aria-hidden />}
      <span className="sr-only sm:not-sr-only">{busy ? t('busy') : t('button')}</span>
    </Button>
  );
}
