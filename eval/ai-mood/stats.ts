/** Accuracy with its 95 % Wilson score interval: honest for small sets and for figures near 100 %. */
export function wilson(right: number, all: number, z = 1.96): { low: number; high: number } {
  if (all === 0) return { low: 0, high: 1 };
  const p = right / all;
  const denominator = 1 + (z * z) / all;
  const centre = (p + (z * z) / (2 * all)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / all + (z * z) / (4 * all * all))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

export function accuracyLine(right: number, all: number): string {
  const { low, high } = wilson(right, all);
  return `${right}/${all} = ${pct(right / all)} (95% CI ${pct(low)}–${pct(high)})`;
}
