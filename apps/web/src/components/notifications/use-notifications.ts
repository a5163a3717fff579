'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '~/trpc/client';

export type Notification = RouterOutputs['notifications']['list']['items'][number];

/**
 * How often the bell asks for the unread count: one indexed statement and a few bytes, the units
 * grid's pattern (a cheap versioned poll; the list reloads only when `latest` moves).
 */
export const UNREAD_REFRESH_MS = 15_000;

/** The caller's unread count and newest id, polled (and on window focus). */
export function useUnread() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.notifications.unread.queryOptions({}),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 5000,
  });
}

/** Marks notifications read (`ids`, or `all`), then refreshes the bell and the lists. */
export function useMarkRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.notifications.markRead.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() }),
  });
}
