import { randomBytes } from 'node:crypto';
import type { Db } from '@app/db';
import { countMiss, guessWait, tooManyGuessesPage } from './guess-limit';
import { htmlResponse, type PageAnswer } from './document';
import { PAGE_CSS } from './styles';

/** A page as a whole HTML answer, with a fresh nonce for its stylesheet. */
export const answer = (page: PageAnswer) =>
  htmlResponse(page, PAGE_CSS, randomBytes(16).toString('base64'));

/** 429 with Retry-After for a client that asked for too many links that do not exist. */
function tooManyGuesses(req: Request, seconds: number): Response {
  const res = answer(tooManyGuessesPage(req, seconds));
  res.headers.set('retry-after', String(seconds));
  return res;
}

/**
 * A link lookup, for a client that has not asked for too many unknown links (the 429 page
 * otherwise); a lookup that finds nothing is counted against its address (guess-limit.ts). The
 * payment links and the offers' public links (`/o/`) share the count.
 */
export async function lookupLink<T>(
  db: Db,
  req: Request,
  lookup: () => Promise<T>,
  missed: (found: T) => boolean,
): Promise<T | Response> {
  const wait = await guessWait(db, req);
  if (wait) return tooManyGuesses(req, wait);
  const found = await lookup();
  if (missed(found)) {
    const late = await countMiss(db, req);
    if (late) return tooManyGuesses(req, late);
  }
  return found;
}
