'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { EndpointFormProps } from './endpoint-form';

/**
 * `webhookEndpoints.create` (no `endpoint`) or `.update` (the endpoint's URL, events and
 * description) in a dialog; a new endpoint's secret is shown once in the same dialog. Downloaded
 * when its button is first used.
 */
export const EndpointFormDialog = lazyDialog<EndpointFormProps>(() =>
  import('./endpoint-form').then((m) => m.EndpointForm),
);

/** `webhookEndpoints.rotateSecret` after a confirmation, then the new secret, once. */
export const RotateSecretDialog = lazyDialog<{ endpoint: { id: string; url: string } }>(() =>
  import('./rotate-secret').then((m) => m.RotateSecret),
);
