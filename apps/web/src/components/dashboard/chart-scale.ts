/** The y axis of a count chart: a round top and 3 to 5 whole-number ticks from 0. */
export function countTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}

/** Every n-th label of `count` so that labels at least `minGap` px apart fit `width`. */
export const labelEvery = (count: number, width: number, minGap: number) =>
  Math.max(1, Math.ceil((count * minGap) / Math.max(width, 1)));
