/**
 * Messengers and social sites fetch a link to draw its preview before (or without) the person
 * opening it; such a fetch must not count as "opened". They say who they are in the User-Agent.
 */
const PREVIEW_AGENTS =
  /bot\b|crawler|spider|preview|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|telegram|viber|skypeuripreview|slack|discord|vkshare|vk\.com|odklbot|okhttp|linkedin|pinterest|embedly|quora link|outbrain|google-?(?:read-aloud|inspectiontool)|yandex|mail\.ru|bingpreview|snapchat|iframely|applebot|curl\/|wget\/|python-requests|go-http-client/i;

/** Whether a request looks like a person's browser opening the page (not a preview robot). */
export function isPersonOpening(method: string, userAgent: string | null): boolean {
  if (method !== 'GET') return false;
  if (!userAgent || userAgent.length < 10) return false;
  return !PREVIEW_AGENTS.test(userAgent);
}
