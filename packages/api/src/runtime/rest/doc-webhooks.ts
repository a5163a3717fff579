/**
 * The document's top-level `webhooks` (OpenAPI 3.1): one entry per outgoing event type, its body
 * the event's payload schema (@app/validators/outputs' registry, rest/webhook-events.ts), with the
 * headers services/webhooks/deliver.ts sends (Standard Webhooks 1.0) and how to check them.
 */
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { z } from 'zod';
import type { Json } from './doc-parts';
import { webhookEvents } from './webhook-events';

/** How a receiver checks a delivery (integrations/webhooks-out `sign`). */
export const SIGNATURE_TEXT =
  'Signed as Standard Webhooks 1.0 prescribes. `webhook-signature` is one or more ' +
  'space-separated `v1,<signature>`, each `base64(HMAC-SHA256(key, "<webhook-id>.' +
  '<webhook-timestamp>.<raw body>"))`, where `key` is the base64-decoded part of the ' +
  'endpoint’s secret after `whsec_` (shown once by `webhookEndpoints.create` and ' +
  '`rotateSecret`). For 24 hours after a rotation the previous secret signs too (two ' +
  'signatures): accept the delivery when any of them matches, compared in constant time, and ' +
  'refuse a `webhook-timestamp` (Unix seconds) far from now (5 minutes is usual). ' +
  '`webhook-id` is the same on every attempt of one event: deduplicate by it. Answer 2xx ' +
  'within the timeout to acknowledge; any other answer or none is retried on the schedule, and ' +
  '410 Gone disables the endpoint.';

/** `components.parameters`: the headers of every delivery. */
export const WEBHOOK_PARAMETERS: Json = {
  WebhookId: {
    in: 'header',
    name: 'webhook-id',
    required: true,
    description: 'The event’s id, the same on every attempt and replay (`msg_…`).',
    schema: { type: 'string' },
  },
  WebhookTimestamp: {
    in: 'header',
    name: 'webhook-timestamp',
    required: true,
    description: 'When this attempt was signed, in Unix seconds.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  WebhookSignature: {
    in: 'header',
    name: 'webhook-signature',
    required: true,
    description: '`v1,<base64 HMAC-SHA256>`, one per live secret, space-separated (see above).',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
  },
};

const paramRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** The `webhooks` section and the schemas its payloads refer to. */
export function webhooksDocument(events: Record<string, z.ZodType> = webhookEvents()): {
  webhooks: Json;
  schemas: Json;
} {
  const webhooks: ZodOpenApiPathsObject = {};
  for (const [type, payload] of Object.entries(events)) {
    webhooks[type] = {
      post: {
        operationId: `webhook.${type}`,
        tags: ['webhooks'],
        security: [],
        summary: `The ${type} event`,
        description: `Sent to each endpoint subscribed to \`${type}\`. ${SIGNATURE_TEXT}`,
        requestBody: { required: true, content: { 'application/json': { schema: payload } } },
        responses: {
          '200': { description: 'Received (any 2xx acknowledges)' },
          '410': { description: 'Gone: the endpoint is disabled, nothing more is sent to it' },
        },
      },
    };
  }
  const doc = createDocument({
    openapi: '3.1.0',
    info: { title: 'webhooks', version: '1' },
    webhooks,
  }) as unknown as Json;
  const out = (doc.webhooks ?? {}) as Json;
  // The headers as references (zod-openapi builds the bodies; the parameters are plain JSON).
  for (const item of Object.values(out) as Json[])
    (item.post as Json).parameters = Object.keys(WEBHOOK_PARAMETERS).map(paramRef);
  return {
    webhooks: out,
    schemas: ((doc.components as Json | undefined)?.schemas ?? {}) as Json,
  };
}
