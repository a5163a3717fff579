'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Send } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { DateCell } from '~/components/data-table/cells';
import { SendDialog } from '~/components/common/send-dialog';
import { Button } from '~/components/ui/button';
import { useTRPC } from '~/trpc/client';
import type { IssuedDocumentRow } from './document-filter';
import { DATE } from '~/lib/date-formats';

type Sendable = Pick<IssuedDocumentRow, 'id' | 'number' | 'kind' | 'customer_email'>;

/**
 * "Send" for one document (`documents.send`): the address it was issued with prefilled; once
 * sent, the lists that show it are read again (its "Sent" column).
 */
/** `iconOnly`: the list's narrow form (the name is the button's label and title). */
export function SendDocumentAction({
  doc,
  iconOnly = false,
}: {
  doc: Sendable;
  iconOnly?: boolean;
}) {
  const t = useTranslations('sendToCustomer');
  const viewer = useViewer();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const send = useMutation(trpc.documents.send.mutationOptions());
  if (!viewer.can('documents.send')) return null;
  return (
    <SendDialog
      trigger={
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('documentSend', { number: doc.number })}
          title={iconOnly ? t('documentSend', { number: doc.number }) : undefined}
          data-testid="send-document"
        >
          <Send aria-hidden />
          {iconOnly ? null : t('action')}
        </Button>
      }
      title={t('documentTitle', { number: doc.number })}
      description={t('documentDescription', {
        link: doc.kind === 'COMMERCIAL_OFFER' ? 'yes' : 'no',
      })}
      email={doc.customer_email}
      send={(values) => send.mutateAsync({ id: doc.id, ...values })}
      onSent={() => void queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() })}
    />
  );
}

/** When a document was last e-mailed, and to whom (the address is hidden from read-only users). */
export function SentCell({ doc }: { doc: Pick<IssuedDocumentRow, 'sent_at' | 'sent_to'> }) {
  const t = useTranslations('sendToCustomer');
  if (!doc.sent_at) return <span className="text-sm text-muted-foreground">{t('notSent')}</span>;
  return (
    <span className="grid min-w-32 gap-0.5" data-testid="document-sent">
      <DateCell value={doc.sent_at} />
      {doc.sent_to ? (
        <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {t('sentTo', { email: doc.sent_to })}
        </span>
      ) : null}
    </span>
  );
}

/** The list's short form (under the issue date): when it was last sent, the address cut short. */
export function SentLine({ doc }: { doc: Pick<IssuedDocumentRow, 'sent_at' | 'sent_to'> }) {
  const t = useTranslations('sendToCustomer');
  const format = useFormatter();
  if (!doc.sent_at) return null;
  return (
    <span className="grid gap-0.5 text-xs text-muted-foreground" data-testid="document-sent">
      <span>
        {t('sentShort', {
          date: format.dateTime(new Date(doc.sent_at), DATE.moment),
        })}
      </span>
      {doc.sent_to ? (
        <span className="block max-w-28 truncate" title={doc.sent_to}>
          {t('sentTo', { email: doc.sent_to })}
        </span>
      ) : null}
    </span>
  );
}
