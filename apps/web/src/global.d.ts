import type { Locale } from '@app/validators';
import type messages from '../messages/en.json';

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
    user: { id: string; name?: string | null; email?: string | null };
  }
}
