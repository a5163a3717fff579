'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { FilterField, FoldingFilters } from '~/components/data-table/folding-filters';
import { Select, type SelectOption } from '~/components/ui/select';
import {
  countDeliveryFilters,
  DELIVERY_STATUSES,
  EVENT_TYPES,
  eventKey,
  NO_DELIVERY_FILTER,
  type DeliveryFilterState,
} from './model';

const ALL = '__all__';

/** Endpoint, event type and status of the delivery log. */
export function DeliveryFilters({
  value,
  onChange,
  endpoints,
}: {
  value: DeliveryFilterState;
  onChange: (value: DeliveryFilterState) => void;
  /** The endpoints to choose from (value: id, label: URL). */
  endpoints: SelectOption[];
}) {
  const t = useTranslations('webhooks');
  const id = useId();
  const set = (patch: Partial<DeliveryFilterState>) => onChange({ ...value, ...patch });
  const count = countDeliveryFilters(value);
  return (
    <FoldingFilters
      toggle={
        count ? t('deliveries.filters.toggleCount', { count }) : t('deliveries.filters.toggle')
      }
      reset={
        count > 0
          ? { label: t('deliveries.filters.reset'), onReset: () => onChange(NO_DELIVERY_FILTER) }
          : null
      }
    >
      <FilterField
        id={`${id}-endpoint`}
        label={t('deliveries.filters.endpoint')}
        className="w-full min-w-0 sm:w-80"
      >
        <Select
          id={`${id}-endpoint`}
          className="h-8"
          value={value.endpoint ?? ALL}
          onValueChange={(v) => set({ endpoint: v === ALL ? undefined : v })}
          options={[{ value: ALL, label: t('deliveries.filters.endpointAll') }, ...endpoints]}
        />
      </FilterField>
      <FilterField
        id={`${id}-event`}
        label={t('deliveries.filters.eventType')}
        className="w-full sm:w-60"
      >
        <Select
          id={`${id}-event`}
          className="h-8"
          value={value.eventType ?? ALL}
          onValueChange={(v) => set({ eventType: EVENT_TYPES.find((e) => e === v) })}
          options={[
            { value: ALL, label: t('deliveries.filters.eventTypeAll') },
            ...EVENT_TYPES.map((e) => ({ value: e, label: t(`events.${eventKey(e)}`) })),
          ]}
        />
      </FilterField>
      <FilterField
        id={`${id}-status`}
        label={t('deliveries.filters.status')}
        className="w-full sm:w-44"
      >
        <Select
          id={`${id}-status`}
          className="h-8"
          value={value.status ?? ALL}
          onValueChange={(v) => set({ status: DELIVERY_STATUSES.find((s) => s === v) })}
          options={[
            { value: ALL, label: t('deliveries.filters.statusAll') },
            ...DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`deliveries.status.${s}`) })),
          ]}
        />
      </FilterField>
    </FoldingFilters>
  );
}
