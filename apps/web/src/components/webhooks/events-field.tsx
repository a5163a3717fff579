'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { WebhookEventType } from '@app/validators';
import { Checkbox, CheckboxField } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { useValidationMessage } from '~/lib/use-validation-message';
import { EVENT_TYPES, eventKey } from './model';

/**
 * The event types an endpoint subscribes to: a group of checkboxes, each with its code and its
 * name, and "All events" above them (ticked, half-ticked or not).
 */
export function EventsField({
  value,
  onChange,
  error,
}: {
  value: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}) {
  const t = useTranslations('webhooks');
  const translate = useValidationMessage();
  const id = useId();
  const message = translate(error);
  const all = EVENT_TYPES.every((type) => value.includes(type));
  const some = !all && value.length > 0;
  return (
    <fieldset
      className="grid gap-2 sm:col-span-2"
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{t('endpoints.form.events')}</legend>
      <div className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2.5">
        <Checkbox
          id={`${id}-all`}
          checked={all ? true : some ? 'indeterminate' : false}
          onCheckedChange={(on) => onChange(on ? [...EVENT_TYPES] : [])}
        />
        <Label htmlFor={`${id}-all`} className="cursor-pointer font-semibold">
          {t('endpoints.form.allEvents')}
        </Label>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {EVENT_TYPES.map((type) => (
          <CheckboxField
            key={type}
            name="events"
            value={type}
            label={t(`events.${eventKey(type)}`)}
            description={<span className="font-mono">{type}</span>}
            checked={value.includes(type)}
            onCheckedChange={(on) =>
              onChange(on ? [...value, type] : value.filter((v) => v !== type))
            }
          />
        ))}
      </div>
      {message ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
