import { useTranslations } from 'next-intl';
import { Paperclip } from 'lucide-react';
import type { OutboxAttachment } from '@app/api/server';

/** A message's attachments: name, type, size; an inline image (`cid:`) is shown as the HTML shows it. */
export function MailAttachments({ files }: { files: OutboxAttachment[] }) {
  const t = useTranslations('devMail');
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-3 border-t px-4 py-3 sm:px-5" aria-label={t('attachments')}>
      {files.map((f) => (
        <li key={f.id} className="grid gap-2 text-xs" data-testid="mail-attachment">
          <span className="flex flex-wrap items-center gap-1.5">
            <Paperclip className="size-3.5 text-muted-foreground" aria-hidden />
            <span className="font-medium">{f.file_name}</span>
            <span className="text-muted-foreground">
              {f.content_type} · {Math.max(1, Math.round(f.size / 1024))} KiB
              {f.cid ? ` · ${t('inline')} (cid:${f.cid})` : ''}
            </span>
          </span>
          {f.preview ? (
            <img
              src={f.preview}
              alt={t('inlineAlt', { name: f.file_name })}
              width={160}
              height={160}
              className="rounded border bg-white"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
