/** Browser sessions end with sign-out, a password reset or deactivation (issue 7). */
import { describe, expect, it } from 'vitest';
import { demoUserId, mailOutbox } from '@app/db';
import { desc } from 'drizzle-orm';
import {
  browserSessionLive,
  endBrowserSession,
  startBrowserSession,
} from '../../../src/services/auth';
import { anonymousCaller, useTestDb } from '../../helpers';

const t = useTestDb();
const HOUR = 3600_000;

describe('browser sessions', () => {
  it('are in force until signed out, only for their own user, and not past their age', async () => {
    const user = demoUserId('manager');
    const sid = await startBrowserSession(t.db, user, HOUR);
    expect(await browserSessionLive(t.db, user, sid)).toBe(true);
    expect(await browserSessionLive(t.db, demoUserId('head'), sid)).toBe(false);
    await endBrowserSession(t.db, sid);
    expect(await browserSessionLive(t.db, user, sid)).toBe(false);
    const old = await startBrowserSession(t.db, user, -1);
    expect(await browserSessionLive(t.db, user, old)).toBe(false);
  });

  it('end when the password is reset', async () => {
    const user = demoUserId('realtor');
    const sid = await startBrowserSession(t.db, user, HOUR);
    const anon = await anonymousCaller(t.db);
    await anon.auth.requestPasswordReset({ email: 'realtor@demo.test' });
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    await anon.auth.resetPassword({ token, new_password: 'brand-new-pass' });
    expect(await browserSessionLive(t.db, user, sid)).toBe(false);
  });
});
