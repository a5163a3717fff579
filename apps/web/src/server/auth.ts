import 'server-only';
import { cookies, headers } from 'next/headers';
import type { NextAuthOptions } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import {
  AppError,
  endBrowserSession,
  getEnv,
  startBrowserSession,
  verifyCredentials,
} from '@app/api';
import { clientIp, getDb } from '@app/api/server';
import { loginInput } from '@app/validators';
import { isLocale, LOCALE_COOKIE } from '~/i18n/locales';
import { SIGN_IN_ERRORS, type SignInError } from '~/lib/sign-in-errors';
import { sessionUserIdFromCookie, usesSecureCookies } from './session-cookie';

const SESSION_MAX_AGE = 12 * 60 * 60;

/** AppError codes of the login logic, as the error strings the sign-in page understands. */
function toSignInError(error: unknown): SignInError {
  const code = error instanceof AppError ? error.appCode : undefined;
  return (SIGN_IN_ERRORS as readonly string[]).includes(code ?? '')
    ? (code as SignInError)
    : 'SIGN_IN_FAILED';
}

/** The user's saved language (users.settings.locale) becomes the interface language on sign-in. */
async function restoreLocale(settings: Record<string, unknown>): Promise<void> {
  if (!isLocale(settings.locale)) return;
  try {
    (await cookies()).set(LOCALE_COOKIE, settings.locale, {
      path: '/',
      maxAge: 31536000,
      sameSite: 'lax',
    });
  } catch {
    /* not in a request scope that can set cookies: the cookie stays as it was */
  }
}

function buildAuthOptions(): NextAuthOptions {
  const env = getEnv();
  // next-auth 4 builds its callback URLs from NEXTAUTH_URL; keep it in line with the app's public URL.
  process.env.NEXTAUTH_URL ??= `${env.PUBLIC_BASE_URL}/api/auth`;
  return {
    secret: env.AUTH_SECRET,
    // The same rule as session-cookie.ts reads them with: Secure cookies when served over https.
    useSecureCookies: usesSecureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers: [
      Credentials({
        name: 'credentials',
        credentials: { login: { type: 'text' }, password: { type: 'password' } },
        async authorize(credentials, req) {
          const parsed = loginInput.safeParse(credentials ?? {});
          if (!parsed.success) throw new Error('INVALID_CREDENTIALS' satisfies SignInError);
          try {
            const db = await getDb();
            const user = await verifyCredentials(db, { ...parsed.data, ip: clientIp(req.headers) });
            await restoreLocale(user.settings);
            const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
            const sid = await startBrowserSession(db, user.id, SESSION_MAX_AGE * 1000);
            return { id: user.id, email: user.email, name, sid };
          } catch (e) {
            throw new Error(toSignInError(e));
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.sid = (user as { sid?: string }).sid;
        }
        return token;
      },
      session({ session, token }) {
        session.user = {
          id: token.sub ?? '',
          sid: typeof token.sid === 'string' ? token.sid : '',
          name: token.name ?? null,
          email: token.email ?? null,
        };
        return session;
      },
    },
    events: {
      // Sign-out revokes the session's record: a kept copy of the cookie stops working.
      async signOut({ token }) {
        if (typeof token?.sid === 'string') await endBrowserSession(await getDb(), token.sid);
      },
    },
  };
}

let cached: NextAuthOptions | undefined;

/**
 * next-auth's options, built on first use at request time: the build never reads secrets (which
 * APP_ENV=production requires only where the app runs).
 */
export function getAuthOptions(): NextAuthOptions {
  cached ??= buildAuthOptions();
  return cached;
}

/** The signed-in user's id, or null (session-cookie.ts: the same check as the API's). */
export async function getSessionUserId(): Promise<string | null> {
  return sessionUserIdFromCookie((await headers()).get('cookie'));
}
