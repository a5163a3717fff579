import { describe, expect, it } from 'vitest';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import {
  createWebhookEndpointInput,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
} from '@app/validators';
import {
  allEvents,
  countDeliveryFilters,
  DELIVERY_STATUSES,
  deliveryFilters,
  endpointState,
  EVENT_TYPES,
  eventKey,
  NO_DELIVERY_FILTER,
  shortUrl,
} from '../../../src/components/webhooks/model';
import { matchValidationMessage } from '../../../src/lib/validation-message';

const ENDPOINT = '00000000-0000-4000-8000-000000000003';

describe('the webhook screens’ copies of the lists', () => {
  it('equal the validators’ lists', () => {
    expect(EVENT_TYPES).toEqual(WEBHOOK_EVENT_TYPES);
    expect(DELIVERY_STATUSES).toEqual(WEBHOOK_DELIVERY_STATUSES);
  });

  it('name every event type in both catalogs', () => {
    for (const type of EVENT_TYPES) {
      expect(en.webhooks.events[eventKey(type)], type).toBeTruthy();
      expect(ru.webhooks.events[eventKey(type)], type).toBeTruthy();
    }
  });
});

describe('deliveryFilters', () => {
  it('sends nothing without a filter', () => {
    expect(deliveryFilters(NO_DELIVERY_FILTER)).toEqual([]);
    expect(countDeliveryFilters(NO_DELIVERY_FILTER)).toBe(0);
  });

  it('turns every set filter into one EQ item', () => {
    const state = { endpoint: ENDPOINT, eventType: 'booking.created', status: 'FAILED' } as const;
    expect(deliveryFilters(state)).toEqual([
      { property: 'endpoint', operator: 'EQ', value: [ENDPOINT] },
      { property: 'event_type', operator: 'EQ', value: ['booking.created'] },
      { property: 'status', operator: 'EQ', value: ['FAILED'] },
    ]);
    expect(countDeliveryFilters(state)).toBe(3);
  });
});

describe('endpoint helpers', () => {
  it('tell on, turned off and disabled by the system apart', () => {
    expect(endpointState({ active: true, disabled_reason: null })).toBe('active');
    expect(endpointState({ active: false, disabled_reason: null })).toBe('off');
    expect(endpointState({ active: false, disabled_reason: 'FAILING' })).toBe('FAILING');
    expect(endpointState({ active: false, disabled_reason: 'GONE' })).toBe('GONE');
  });

  it('know "all events"', () => {
    expect(allEvents([...EVENT_TYPES].reverse())).toBe(true);
    expect(allEvents(['booking.created'])).toBe(false);
  });

  it('shorten a long URL in the middle, without its scheme', () => {
    expect(shortUrl('https://hooks.example.com/a')).toBe('hooks.example.com/a');
    const long = shortUrl(`https://example.com/${'x'.repeat(100)}/end`, 21);
    expect(long).toHaveLength(21);
    expect(long.startsWith('example.co')).toBe(true);
    expect(long.endsWith('x/end')).toBe(true);
  });
});

describe('the endpoint form’s messages', () => {
  it.each([
    ['not a url', 'absoluteUrl'],
    ['ftp://example.com/x', 'httpUrl'],
    ['https://user:pw@example.com/x', 'noCredentials'],
  ] as const)('translate the schema’s refusal of %j', (url, key) => {
    const result = createWebhookEndpointInput.safeParse({ url, events: ['booking.created'] });
    const message = result.error?.issues.find((i) => i.path[0] === 'url')?.message ?? '';
    expect(matchValidationMessage(message)?.key).toBe(key);
    expect(en.validation[key]).toBeTruthy();
    expect(ru.validation[key]).toBeTruthy();
  });

  it('translate no event chosen and the API’s own URL refusals', () => {
    const result = createWebhookEndpointInput.safeParse({ url: 'https://a.example', events: [] });
    const message = result.error?.issues.find((i) => i.path[0] === 'events')?.message ?? '';
    expect(matchValidationMessage(message)?.key).toBe('noEvents');
    expect(matchValidationMessage('The host name does not resolve')?.key).toBe('hostUnresolved');
    expect(matchValidationMessage('Must be an https URL')?.key).toBe('httpsUrl');
    expect(
      matchValidationMessage(
        'Must not point to a private, loopback, link-local or other special-purpose address',
      )?.key,
    ).toBe('privateAddress');
  });
});
