/** Timing helpers shared by the benches. */
export interface Timing {
  iterations: number;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  per_sec: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Runs `work` `warmup` times unmeasured, then `iterations` times measured. */
export async function time(work: (i: number) => Promise<unknown> | unknown, iterations: number, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await work(-1 - i);
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await work(i);
    samples.push(performance.now() - t);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  return {
    iterations,
    p50_ms: round(percentile(samples, 50)),
    p99_ms: round(percentile(samples, 99)),
    mean_ms: round(total / iterations),
    per_sec: round((iterations / total) * 1000),
  };
}
