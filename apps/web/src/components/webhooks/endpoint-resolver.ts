import { zodResolver } from '@hookform/resolvers/zod';
import { createWebhookEndpointInput } from '@app/validators';

/**
 * The endpoint dialog's resolver (`webhookEndpoints.create`'s schema: URL, events, description;
 * an edit sends the same fields), loaded when the form first validates.
 */
export const endpointResolver = zodResolver(createWebhookEndpointInput, undefined, { raw: true });
