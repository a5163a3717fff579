'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useMoney } from '~/lib/format';
import { countTicks, labelEvery } from './chart-scale';
import type { Summary } from './dashboard-query';
import { utcDay } from '~/lib/date-formats';

const H = 200;
const TOP = 12;
const BOTTOM = 28;
const LEFT = 36;
/** The narrowest a week's slot gets: a long period scrolls sideways rather than squeezing. */
const MIN_SLOT = 26;

/** The width the chart's box has (ResizeObserver), for the SVG to fill it. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Bookings created and payments received per week: an SVG drawn here (no chart library, see
 * docs/decisions.md), locale-formatted axes, and the same figures as a table (with the sums) for
 * screen readers and anyone who wants the numbers. Scrolls sideways on a phone for a long period.
 */
export function WeeklyChart({ summary }: { summary: Summary | undefined }) {
  const t = useTranslations('dashboard.chart');
  const format = useFormatter();
  const money = useMoney();
  const id = useId();
  const weeks = summary?.weeks ?? [];
  const day = (d: string) => format.dateTime(new Date(`${d}T00:00:00Z`), utcDay('axis'));
  const max = Math.max(0, ...weeks.map((w) => Math.max(w.bookings_created, w.payments_count)));
  const ticks = countTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const [box, boxWidth] = useWidth(600);
  const slot = Math.max(MIN_SLOT, (boxWidth - LEFT - 8) / Math.max(weeks.length, 1));
  const bar = Math.min(18, (slot - 6) / 2);
  const width = LEFT + weeks.length * slot + 8;
  const y = (v: number) => TOP + (H - TOP - BOTTOM) * (1 - v / top);
  const every = labelEvery(weeks.length, width - LEFT, 56);
  const created = weeks.reduce((n, w) => n + w.bookings_created, 0);
  const paid = weeks.reduce((n, w) => n + w.payments_count, 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      {/* Measured always (the skeleton too), so the chart knows its width when it comes. */}
      <CardContent>
        <div ref={box} className="grid gap-3">
          {summary ? (
            <figure className="grid gap-2" aria-labelledby={`${id}-title`}>
              <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden>
                <li className="flex items-center gap-1.5">
                  <span className="size-2.5 rounded-sm bg-primary" /> {t('created')}
                </li>
                <li className="flex items-center gap-1.5">
                  <span className="size-2.5 rounded-sm bg-emerald-600" /> {t('payments')}
                </li>
              </ul>
              {/* Focusable: a long period scrolls sideways, and a keyboard must reach it too. */}
              <div
                className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                role="group"
                aria-labelledby={`${id}-title`}
                tabIndex={0}
              >
                <svg
                  role="img"
                  aria-label={t('summary', { weeks: weeks.length, created, paid })}
                  viewBox={`0 0 ${width} ${H}`}
                  width={width}
                  height={H}
                  className="block max-w-none text-muted-foreground"
                  data-testid="dashboard-chart"
                >
                  {ticks.map((v) => (
                    <g key={v}>
                      <line x1={LEFT} x2={width} y1={y(v)} y2={y(v)} className="stroke-border" />
                      <text
                        x={LEFT - 6}
                        y={y(v) + 4}
                        textAnchor="end"
                        className="fill-current text-[10px]"
                      >
                        {format.number(v)}
                      </text>
                    </g>
                  ))}
                  {weeks.map((w, i) => {
                    const x = LEFT + i * slot + (slot - 2 * bar - 2) / 2;
                    return (
                      <g key={w.start}>
                        <rect
                          x={x}
                          width={bar}
                          y={y(w.bookings_created)}
                          height={y(0) - y(w.bookings_created)}
                          className="fill-primary"
                          rx={1.5}
                        />
                        <rect
                          x={x + bar + 2}
                          width={bar}
                          y={y(w.payments_count)}
                          height={y(0) - y(w.payments_count)}
                          className="fill-emerald-600"
                          rx={1.5}
                        />
                        {i % every === 0 ? (
                          <text
                            x={LEFT + i * slot + slot / 2}
                            y={H - 10}
                            textAnchor="middle"
                            className="fill-current text-[10px]"
                          >
                            {day(w.start)}
                          </text>
                        ) : null}
                      </g>
                    );
                  })}
                </svg>
              </div>
              <details className="text-sm">
                <summary className="w-fit cursor-pointer text-primary underline-offset-4 hover:underline">
                  {t('asTable')}
                </summary>
                <div className="mt-2 overflow-x-auto">
                  <table className="w-full text-left text-sm tabular-nums">
                    <caption className="sr-only">{t('title')}</caption>
                    <thead className="text-xs text-muted-foreground">
                      <tr>
                        <th scope="col" className="py-1 pr-4 font-medium">
                          {t('week')}
                        </th>
                        <th scope="col" className="py-1 pr-4 text-right font-medium">
                          {t('created')}
                        </th>
                        <th scope="col" className="py-1 pr-4 text-right font-medium">
                          {t('payments')}
                        </th>
                        <th scope="col" className="py-1 text-right font-medium">
                          {t('sum')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {weeks.map((w) => (
                        <tr key={w.start} className="border-t">
                          <th scope="row" className="py-1 pr-4 font-normal whitespace-nowrap">
                            {w.start === w.end ? day(w.start) : `${day(w.start)} – ${day(w.end)}`}
                          </th>
                          <td className="py-1 pr-4 text-right">
                            {format.number(w.bookings_created)}
                          </td>
                          <td className="py-1 pr-4 text-right">
                            {format.number(w.payments_count)}
                          </td>
                          <td className="py-1 text-right whitespace-nowrap">
                            {money(w.payments_sum, summary.currency)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </figure>
          ) : (
            <div className="h-52 animate-pulse rounded-md bg-muted" aria-hidden />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
