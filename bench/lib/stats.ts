/** The p-th percentile (0-100) of samples, interpolating between neighbours. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export type TSummary = {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
};

export function summarize(samples: readonly number[]): TSummary {
  const mean = samples.reduce((sum, v) => sum + v, 0) / (samples.length || NaN);
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    mean,
    max: samples.length ? Math.max(...samples) : NaN,
  };
}

/** Rounds every number in a plain object tree, for readable JSON. */
export function rounded<T>(value: T, digits = 2): T {
  if (typeof value === 'number')
    return (Number.isFinite(value) ? Number(value.toFixed(digits)) : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => rounded(v, digits)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, rounded(v as unknown, digits)]),
    ) as T;
  }
  return value;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
