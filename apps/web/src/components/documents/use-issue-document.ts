'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';

/**
 * What `documents.commercialOffer` and `documents.paymentSchedule` answer: the new document and
 * where its PDF downloads.
 */
export interface IssueResult {
  item: { id: string };
  url: string;
}

/** A document form's sending state, as DocumentForm shows it. */
export interface Issuing {
  issued: IssueResult | null;
  formError: string | null;
  pending: boolean;
}

/**
 * Sending a document form: the issued document (for the Download panel), or the API's field
 * errors placed on `fields` and whatever is left as the form's message; /documents reloads.
 */
export function useIssueDocument<V extends FieldValues>(
  mutation: { mutateAsync: (values: V) => Promise<IssueResult>; isPending: boolean },
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[],
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formApiError = useFormApiError(setError, fields);
  const [issued, setIssued] = useState<IssueResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (values: V) => {
    setFormError(null);
    setIssued(null);
    try {
      setIssued(await mutation.mutateAsync(values));
      void queryClient.invalidateQueries({ queryKey: trpc.documents.list.queryKey() });
    } catch (e) {
      setFormError(formApiError(e));
    }
  };
  const issuing: Issuing = { issued, formError, pending: mutation.isPending };
  return { issuing, submit };
}
