'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Delivery } from './model';
import { DATE } from '~/lib/date-formats';

/**
 * A delivery opened up: its webhook-id (the same on every attempt and replay), every attempt
 * (time, HTTP status, duration, the answer's first KiB or the error) and the body sent.
 */
export function DeliveryAttempts({ delivery }: { delivery: Delivery }) {
  const t = useTranslations('webhooks.deliveries.attempts');
  const format = useFormatter();
  return (
    <div className="grid gap-3 rounded-md border bg-background p-3 text-sm sm:p-4">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xs text-muted-foreground">{t('webhookId')}</span>
        <code className="font-mono text-xs break-all" data-testid="webhook-id">
          {delivery.webhook_id}
        </code>
      </p>
      {delivery.attempts.length === 0 ? (
        <p className="text-muted-foreground">{t('none')}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t('label', { id: delivery.webhook_id })}>
          {delivery.attempts.map((a, i) => {
            const ok = a.status_code !== null && a.status_code < 300;
            return (
              <li
                key={`${a.attempted_at}-${i}`}
                className="grid gap-1.5 rounded-md border px-3 py-2 sm:grid-cols-[11rem_4rem_5rem_minmax(0,1fr)] sm:gap-3"
              >
                <time dateTime={a.attempted_at} className="tabular-nums">
                  <span className="sr-only">{t('time')}: </span>
                  {format.dateTime(new Date(a.attempted_at), DATE.logged)}
                </time>
                <span
                  className={ok ? 'font-mono text-green-800' : 'font-mono font-medium text-red-700'}
                >
                  <span className="sr-only">{t('statusCode')}: </span>
                  {a.status_code ?? '—'}
                </span>
                <span className="tabular-nums text-muted-foreground">
                  <span className="sr-only">{t('duration')}: </span>
                  {t('durationMs', { ms: a.duration_ms })}
                </span>
                <div className="min-w-0">
                  <span className="sr-only">{t('answer')}: </span>
                  <pre
                    className="max-h-32 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs break-all whitespace-pre-wrap"
                    tabIndex={0}
                  >
                    {a.error ?? (a.response || t('empty'))}
                  </pre>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <details>
        <summary className="cursor-pointer text-xs text-muted-foreground">{t('body')}</summary>
        <pre
          className="mt-2 max-h-64 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs whitespace-pre-wrap break-all"
          tabIndex={0}
        >
          {prettyJson(delivery.body)}
        </pre>
      </details>
    </div>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
