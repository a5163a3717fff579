'use client';

import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import type { AppRouter } from '@app/api';
import { Toaster } from '~/components/ui/toast';
import { idempotencyKeyOf } from '~/lib/idempotency-key';
import { TRPCProvider } from '~/trpc/client';
import '~/lib/zod-no-eval';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (validation, permission) do not get better by retrying.
        retry: (count, error) => {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus ?? 500;
          return status >= 500 && count < 2;
        },
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // A call with an Idempotency-Key goes alone (the server refuses a key on a batch).
        splitLink({
          condition: (op) => idempotencyKeyOf(op.context) !== null,
          true: httpLink({
            url: '/api/trpc',
            headers: ({ op }) => ({ 'Idempotency-Key': idempotencyKeyOf(op.context) ?? '' }),
          }),
          false: httpBatchLink({ url: '/api/trpc', maxItems: 20 }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Toaster>{children}</Toaster>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
