/**
 * A phone as people read it: `+79991234567` (how phones are stored) → `+7 999 123-45-67`. A
 * Russian number written any usual way (`8 999 123 45 67`, `+7 (999) 123-45-67`) prints the same;
 * anything else (a foreign or partial number, an extension) prints as given, trimmed. Pure: the
 * screens, the PDFs and the customer pages share it.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const m = /^(?:\+7|8)(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(text.replace(/[\s\u00a0().-]/g, ''));
  return m ? `+7 ${m[1]} ${m[2]}-${m[3]}-${m[4]}` : text;
}
