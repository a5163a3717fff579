/**
 * The customers screen's one search box: a phone-like query (`8 999 123`, `+7 (999)`) filters the
 * phone by its digits (a leading 8 read as 7), anything else the name.
 */
export function customerFilter(query: string, phones: boolean) {
  const q = query.trim();
  if (!q) return [];
  if (phones && /^\+?[\d\s\u00a0().-]+$/.test(q)) {
    let digits = q.replace(/\D/g, '');
    if (digits.startsWith('8') && (digits.length === 11 || digits !== q))
      digits = `7${digits.slice(1)}`;
    return [{ property: 'phone', operator: 'LIKE' as const, value: [digits] }];
  }
  return [{ property: 'name', operator: 'LIKE' as const, value: [q] }];
}
