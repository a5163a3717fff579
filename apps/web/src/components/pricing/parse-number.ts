/** "150 000,5" → 150000.5; blank or not a number → undefined. */
export function parseNumber(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (clean === '') return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}
