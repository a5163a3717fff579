import { zodResolver } from '@hookform/resolvers/zod';
import { replayFailedWebhooksInput } from '@app/validators';

/** The "replay failed" dialog's resolver (`webhookDeliveries.replayFailed`'s schema). */
export const replayFailedResolver = zodResolver(replayFailedWebhooksInput, undefined, {
  raw: true,
});
