import { createIsbotFromList, list } from 'isbot';

/**
 * Messengers, mail clients and social sites fetch a link to draw its preview before (or without)
 * the person opening it; such a fetch must not count as "opened". They say who they are in the
 * User-Agent. The list is `isbot`'s (maintained, updated with the package), plus the fetchers it
 * does not know: Outlook's desktop client (`Microsoft Office/…`, `ms-office`) and Viber's preview
 * fetcher (`Viber/… CFNetwork`, not its in-app browser). A messenger's in-app browser is a person:
 * Telegram's (`… Telegram-Android/10.3` or `… Telegram/10.3` at the end of a browser's UA) counts,
 * its preview robot (`TelegramBot`) does not.
 */
const isRobot = createIsbotFromList([...list, '^microsoft office/', '\\bms-office\\b', '^viber/']);

/** Whether a request looks like a person's browser opening the page (not a preview robot). */
export function isPersonOpening(method: string, userAgent: string | null): boolean {
  if (method !== 'GET') return false;
  if (!userAgent || userAgent.length < 10) return false;
  return !isRobot(userAgent);
}
