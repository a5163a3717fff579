'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '~/components/forms/input-field';
import { Card } from '~/components/ui/card';
import { FormError } from '~/components/ui/form-error';
import { IssuedDocument } from './issued-document';
import type { Issuing } from './use-issue-document';

interface Props {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the form is about (units, payments): the wide column. */
  main: ReactNode;
  /** Who it is for and from (customer, manager): the side column, above the submit button. */
  aside: ReactNode;
  issuing: Issuing;
  submit: { label: string; icon: ReactNode };
  issuedTitle: string;
}

/**
 * The frame both document forms share: the Download panel once issued, the two columns (one on a
 * phone), the form-level error and the submit button at the end of the side column.
 */
export function DocumentForm({
  label,
  onSubmit,
  main,
  aside,
  issuing: { issued, formError, pending },
  submit,
  issuedTitle,
}: Props) {
  return (
    <>
      {issued ? <IssuedDocument issued={issued} title={issuedTitle} /> : null}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={label}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="grid min-w-0 gap-6 *:min-w-0">{main}</div>
        <div className="grid min-w-0 gap-6 *:min-w-0">
          {aside}
          <Card className="grid gap-3 p-4">
            {formError ? <FormError>{formError}</FormError> : null}
            <SubmitButton pending={pending} icon={submit.icon} className="w-full">
              {submit.label}
            </SubmitButton>
          </Card>
        </div>
      </form>
    </>
  );
}
