'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PricedUnit } from './priced-unit';

const Context = createContext<readonly PricedUnit[] | null>(null);

/** The units ticked in the base prices table, for the actions another folder adds there. */
export function usePriceSelection(): readonly PricedUnit[] {
  const value = useContext(Context);
  if (!value) throw new Error('usePriceSelection outside the base prices table');
  return value;
}

export function PriceSelectionProvider({
  selected,
  children,
}: {
  selected: ReadonlyMap<string, PricedUnit>;
  children: ReactNode;
}) {
  const units = useMemo(() => [...selected.values()], [selected]);
  return <Context.Provider value={units}>{children}</Context.Provider>;
}
