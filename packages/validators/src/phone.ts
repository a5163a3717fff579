/**
 * A phone as people read it: `+79991234567` (as stored) → `+7 999 123-45-67`, from any usual way of
 * writing a Russian number; anything else (foreign, partial, an extension) prints as given,
 * trimmed. Pure: the screens, the PDFs and the customer pages share it.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const m = /^(?:\+7|8)(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(text.replace(/[\s\u00a0().-]/g, ''));
  return m ? `+7 ${m[1]} ${m[2]}-${m[3]}-${m[4]}` : text;
}

/**
 * A phone as a read-only user sees it (docs/api.md#customers): `+79991234567` →
 * `+7 999 ***-**-67`. Anything that is not a stored Russian phone keeps its last two characters
 * and hides the rest, so a foreign number never leaks whole either.
 */
export function maskPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const m = /^\+7(\d{3})\d{5}(\d{2})$/.exec(text);
  if (m) return `+7 ${m[1]} ***-**-${m[2]}`;
  return text.length <= 2
    ? '*'.repeat(text.length)
    : `${'*'.repeat(text.length - 2)}${text.slice(-2)}`;
}
