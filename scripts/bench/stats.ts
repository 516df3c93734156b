/** Median and 95th percentile (nearest rank) of a list of numbers. */
export function summarize(values: number[]): { median: number; p95: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  return { median: rank(0.5), p95: rank(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Bytes as kibibytes with one decimal, the unit every benchmark prints. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
