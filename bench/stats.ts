/** Timing helpers shared by the benches. */
export interface Timing {
  iterations: number;
  p50_ms: number;
  p99_ms: number;
  /**
   * CPU time of this process per iteration: close to what the wall-clock time
   * would be on an idle machine when the work is single-threaded and in memory,
   * and far steadier than it on a machine shared with other work.
   */
  cpu_p50_ms: number;
  cpu_p99_ms: number;
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
  const cpu: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await work(i);
    const used = process.cpuUsage(c);
    samples.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    iterations,
    p50_ms: round(percentile(samples, 50)),
    p99_ms: round(percentile(samples, 99)),
    cpu_p50_ms: round(percentile(cpu, 50)),
    cpu_p99_ms: round(percentile(cpu, 99)),
    mean_ms: round(total / iterations),
    per_sec: round((iterations / total) * 1000),
  };
}
