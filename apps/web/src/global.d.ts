import type { Locale } from '@app/validators';
import type messages from '@app/messages/en.json';

declare global {
  type Messages = typeof messages;
}

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}

declare module 'next-auth' {
  interface Session {
    /** `sid`: the session's record (revocable), see packages/api/src/services/auth/browser-session.ts. */
    user: { id: string; sid: string; name?: string | null; email?: string | null };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    sid?: string;
  }
}
