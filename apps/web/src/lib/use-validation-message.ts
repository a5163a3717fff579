'use client';

import { useTranslations } from 'next-intl';
import { matchValidationMessage } from './validation-message';

/** A field message in the interface language (see validation-message.ts). */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('validation');
  return (message) => {
    if (!message) return message;
    const known = matchValidationMessage(message);
    return known ? t(known.key, { n: known.n }) : message;
  };
}
