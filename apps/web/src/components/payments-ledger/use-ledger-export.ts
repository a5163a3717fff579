'use client';

import { useState } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { FilterItem, PaymentMethod, PaymentStatus } from '@app/validators';
import { useToast } from '~/components/ui/toast';
import { isLocale } from '~/i18n/locales';
import { saveBlob } from '~/lib/export-file';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPCClient } from '~/trpc/client';
import { csvFileName } from './csv';
import { EXPORT_CAP, fetchRange, ledgerCsv } from './ledger-export';
import { usePaymentLabels } from './payment-labels';

/** Saves text as a file (no server round trip). */
const download = (text: string, fileName: string) =>
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);

/**
 * "Export CSV" of the filtered range: every page of 100 (at most EXPORT_CAP rows), oldest first,
 * so a payment registered meanwhile lands after the pages already read instead of shifting them;
 * a row seen twice is written once.
 */
export function useLedgerExport(filters: FilterItem[]) {
  const t = useTranslations('paymentsLedger.export');
  const tStatus = useTranslations('paymentsLedger.status');
  const tMethod = useTranslations('paymentsLedger.method');
  const labels = usePaymentLabels();
  const locale = useLocale();
  // The app's zone (APP_TIMEZONE, next-intl's), the one the ledger's screen shows times in.
  const timeZone = useTimeZone() ?? 'UTC';
  const trpcClient = useTRPCClient();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  /** Set when the range had more rows than were written. */
  const [capped, setCapped] = useState<number | null>(null);

  async function run() {
    setBusy(true);
    setCapped(null);
    try {
      const { items, total, truncated } = await fetchRange((page, limit) =>
        trpcClient.payments.list.query({
          filter: { filters },
          pagination: { page, limit, order_by: 'created_at', direction: 'asc' },
        }),
      );
      const unique = [...new Map(items.map((p) => [p.id, p])).values()];
      const csv = ledgerCsv(unique, {
        locale: isLocale(locale) ? locale : 'ru',
        timeZone,
        labels: {
          provider: labels.provider,
          reason: labels.reason,
          status: (code) =>
            tStatus.has(code as PaymentStatus) ? tStatus(code as PaymentStatus) : code,
          method: (code) =>
            tMethod.has(code as PaymentMethod) ? tMethod(code as PaymentMethod) : code,
        },
      });
      download(csv, csvFileName('payments', new Date()));
      if (truncated) setCapped(total);
      else toast({ tone: 'success', title: t('done', { count: unique.length }) });
    } catch (e) {
      toast({ tone: 'error', title: t('failed'), description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    run,
    /** "Only the first 10,000 of N were exported", or null. */
    cappedMessage: capped === null ? null : t('capped', { cap: EXPORT_CAP, total: capped }),
  };
}
