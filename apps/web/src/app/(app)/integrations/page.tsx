import { redirect } from 'next/navigation';

/**
 * /integrations, the sales head's integration screens (tabs: webhooks and their deliveries; API
 * keys to come): opens on the first tab.
 */
export default function IntegrationsPage() {
  redirect('/integrations/webhooks');
}
