'use client';

import { useEffect, useState } from 'react';
import type { Money } from '@app/pricing';
import { lazyModule } from '~/lib/lazy-module';
import type { PriceRecord } from './as-of';

/** @app/pricing with decimal.js (~13 KiB gzipped): today's totals come from units.list instead. */
const pricing = lazyModule(() => import('@app/pricing'));

export type RecordTotal = (r: PriceRecord, area: number) => Money;

/**
 * The total of a base price record for a unit (fixed price, or per sq m × area, rounded to kopecks
 * by @app/pricing), once the calculation is downloaded; `enabled: false` downloads nothing.
 */
export function useRecordTotal(enabled = true): RecordTotal | undefined {
  const [lib, setLib] = useState(() => pricing.loaded);
  useEffect(() => {
    if (!enabled || lib) return;
    let live = true;
    pricing.get().then(
      (m) => live && setLib(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, lib]);
  return lib ? (r, area) => lib.roundMoney(lib.basePrice(r, area)) : undefined;
}
