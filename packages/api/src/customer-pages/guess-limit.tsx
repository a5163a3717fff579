/**
 * Guessing payment links: `/pay/<token>` and `/s/<code>` need no sign-in, so misses are counted per
 * client address (shared rate-limit store) and, past the limit, every link answers 429 until the
 * minute ends; a few mistypes never reach it, and a valid link keeps working for everyone else.
 */
import type { Db } from '@app/db';
import { getEnv } from '../env';
import { AppError } from '../errors';
import { blockedFor, consume } from '../services/rate-limit';
import { clientIp } from '../runtime/http';
import type { PageAnswer } from './document';
import { translator } from './i18n';
import { pickLocale } from './locale';
import { Frame } from './parts';

const LIMIT = 'linkMissByIp';

/** The 429 page (its Retry-After header is set by the caller). */
export function tooManyGuessesPage(req: Request, seconds: number): PageAnswer {
  const locale = pickLocale(req.headers.get('accept-language'));
  const t = translator(locale);
  const env = getEnv();
  return {
    status: 429,
    lang: locale,
    title: t('tooManyGuesses.title'),
    body: (
      <Frame office={t('office')} phone={env.SALES_OFFICE_PHONE ?? env.DEVELOPER_PHONE}>
        <section className="card state">
          <h1>{t('tooManyGuesses.title')}</h1>
          <p className="muted">{t('tooManyGuesses.text', { seconds })}</p>
        </section>
      </Frame>
    ),
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
