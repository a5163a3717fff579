/**
 * Guessing payment links: `/pay/<token>` and `/s/<code>` need no sign-in, so a client that keeps
 * asking for addresses that do not exist is counted (per client address, in the shared rate-limit
 * store) and, past the limit, answered 429 for every link until its minute ends. A person who
 * mistypes a link a few times never reaches it; a valid link keeps working for everyone else.
 */
import type { Db } from '@app/db';
import { getEnv } from '../env';
import { AppError } from '../errors';
import { blockedFor, consume } from '../services/rate-limit';
import { clientIp } from '../runtime/http';
import { html, type PageAnswer } from './html';
import { MESSAGES } from './i18n';
import { pickLocale } from './locale';
import { phoneLink } from './pay-view';

const LIMIT = 'linkMissByIp';

const TEXT = {
  ru: {
    title: 'Слишком много запросов',
    text: 'С этого адреса открыто слишком много несуществующих ссылок. Попробуйте снова через',
    seconds: 'с',
  },
  en: {
    title: 'Too many requests',
    text: 'Too many links that do not exist were opened from this address. Try again in',
    seconds: 's',
  },
} as const;

/** The 429 page (its Retry-After header is set by the caller). */
export function tooManyGuessesPage(req: Request, seconds: number): PageAnswer {
  const locale = pickLocale(req.headers.get('accept-language'));
  const t = TEXT[locale];
  const env = getEnv();
  return {
    status: 429,
    lang: locale,
    title: t.title,
    body: html`<main>
      <section class="card state">
        <h1>${t.title}</h1>
        <p class="muted">${t.text} ${seconds} ${t.seconds}.</p>
      </section>
      <p class="office">
        ${MESSAGES[locale].office} ${phoneLink(env.SALES_OFFICE_PHONE ?? env.DEVELOPER_PHONE)}
      </p>
    </main>`,
  };
}

/** Seconds the request's client must wait before asking for a link again, or 0. */
export const guessWait = (db: Db, req: Request) => blockedFor(db, LIMIT, clientIp(req.headers));

/** Counts an address that does not exist; the seconds to wait when that used up the limit, or 0. */
export async function countMiss(db: Db, req: Request): Promise<number> {
  try {
    await consume(db, LIMIT, clientIp(req.headers));
    return 0;
  } catch (e) {
    if (e instanceof AppError && e.retryAfter) return e.retryAfter;
    throw e;
  }
}
