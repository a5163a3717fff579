'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/client';

/** What ops 38 and 39 answer: the new document and where its PDF downloads. */
export interface IssueResult {
  item: { id: string };
  url: string;
}

/**
 * Sending a document form: the issued document (for the Download panel) or the error message
 * `formApiError` leaves for the form once field errors are on their fields; /documents reloads.
 */
export function useIssueDocument<V>(
  send: (values: V) => Promise<IssueResult>,
  formApiError: (error: unknown) => string | null,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<IssueResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (values: V) => {
    setFormError(null);
    setIssued(null);
    try {
      setIssued(await send(values));
      void queryClient.invalidateQueries({ queryKey: trpc.documents.list.queryKey() });
    } catch (e) {
      setFormError(formApiError(e));
    }
  };
  return { issued, formError, submit };
}
