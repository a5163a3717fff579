/** The option highlighted when a list opens or its options change: the chosen one, else the first. */
export function firstHighlight(
  options: readonly { value: string }[],
  value: string | undefined,
): number {
  const chosen = value === undefined ? -1 : options.findIndex((o) => o.value === value);
  if (chosen >= 0) return chosen;
  return options.length > 0 ? 0 : -1;
}

/** The option highlighted after an arrow key (`step` 1 down, -1 up), wrapping; -1 with none. */
export function moveHighlight(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}
