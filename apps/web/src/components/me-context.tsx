'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { canBook, canReadUserDirectory, isStaff, ownsOnly } from '~/lib/roles';

export interface Viewer {
  id: string;
  name: string;
  roles: readonly string[];
  /** The system user that expires bookings: its history entries read "System". */
  systemUserId: string;
}

interface ViewerContext extends Viewer {
  /** Book units, edit and cancel bookings, manage groups (realtors: their own). */
  canBook: boolean;
  /** Set unit statuses and choose another responsible. */
  isStaff: boolean;
  /** Sees only their own bookings (a realtor). */
  ownsOnly: boolean;
  /** May read the user directory (names of responsibles and authors). */
  canReadUsers: boolean;
}

const Context = createContext<ViewerContext | null>(null);

/** The signed-in user and what their roles allow, for client components of the (app) screens. */
export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const value = useMemo<ViewerContext>(
    () => ({
      ...viewer,
      canBook: canBook(viewer.roles),
      isStaff: isStaff(viewer.roles),
      ownsOnly: ownsOnly(viewer.roles),
      canReadUsers: canReadUserDirectory(viewer.roles),
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
