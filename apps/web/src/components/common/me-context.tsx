'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { can, grantFor, ownOnly, type Action, type Grant } from '@app/permissions';

export interface Viewer {
  id: string;
  name: string;
  roles: readonly string[];
  /** The system user that expires bookings: its history entries read "System". */
  systemUserId: string;
}

/**
 * What the viewer's roles allow, read from the one permission table (@app/permissions) that the
 * API enforces too: the screens only hide what the API would refuse.
 */
interface ViewerContext extends Viewer {
  /** May do `action` at all (perhaps only on their own records). */
  can: (action: Action) => boolean;
  /** Limited to their own records for `action` (a realtor). */
  ownOnly: (action: Action) => boolean;
  /** `all`, `own` or `none` for `action`. */
  grant: (action: Action) => Grant;
}

const Context = createContext<ViewerContext | null>(null);

/** The signed-in user and what their roles allow, for client components of the (app) screens. */
export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const value = useMemo<ViewerContext>(
    () => ({
      ...viewer,
      can: (action) => can(viewer.roles, action),
      ownOnly: (action) => ownOnly(viewer.roles, action),
      grant: (action) => grantFor(viewer.roles, action),
    }),
    [viewer],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useViewer(): ViewerContext {
  const value = useContext(Context);
  if (!value) throw new Error('useViewer outside ViewerProvider');
  return value;
}
