import fs from 'node:fs';
import autocannon from 'autocannon';
import type { BareServer } from './bare-server.js';

/** `--name N` from the command line, or `fallback` when absent or not a positive number. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  const value = at >= 0 ? Number(args[at + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** `--name text` from the command line, if given. */
export function textOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** CPU seconds a process has used so far in user space and in the kernel (its system calls), from /proc (Linux). */
function cpuSeconds(pid: number): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after "pid (comm) ".
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

export interface Target {
  url: string;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Rate {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The serving process's CPU time (user + system) per request, in µs: its cost, whatever the load generator. */
  cpuPerRequest: number;
  /** The part of `cpuPerRequest` spent in the kernel (sockets, files), in µs. */
  systemCpuPerRequest: number;
  bytesPerResponse: number;
  failed: number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
}

/** Runs autocannon against one target; latencies come from every response, for exact p95/p99. */
export async function measure(target: Target, serverPid: number, { seconds, connections }: LoadOptions): Promise<Rate> {
  const latencies: number[] = [];
  let failed = 0;
  const cpuBefore = cpuSeconds(serverPid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...target, connections, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 300) failed += 1;
    });
  });
  const cpuAfter = cpuSeconds(serverPid);
  const userUsed = cpuAfter.user - cpuBefore.user;
  const systemUsed = cpuAfter.system - cpuBefore.system;
  latencies.sort((a, b) => a - b);
  const count = Math.max(1, latencies.length);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuPerRequest: ((userUsed + systemUsed) / count) * 1e6,
    systemCpuPerRequest: (systemUsed / count) * 1e6,
    bytesPerResponse: result.throughput.total / count,
    failed,
    errors: result.errors,
  };
}

function describe(label: string, rate: Rate): string {
  return (
    `${label.padEnd(46)} ${Math.round(rate.rps).toString().padStart(7)} req/s  p50 ${rate.p50.toFixed(1)} ms  ` +
    `p95 ${rate.p95.toFixed(1)} ms  p99 ${rate.p99.toFixed(1)} ms  non-2xx ${rate.failed}  errors ${rate.errors}  ` +
    `server CPU ${Math.round(rate.cpuPerRequest)} µs/request (kernel ${Math.round(rate.systemCpuPerRequest)})  ` +
    `${Math.round(rate.bytesPerResponse)} B/response`
  );
}

export interface Comparison {
  endpoint: Rate;
  /** endpoint requests/s ÷ bare route requests/s: the issues' target. */
  shareOfBare: number;
  shareOfSameBytes: number;
}

/**
 * One endpoint against the bare route (a tiny body) and the bare route sending the endpoint's own body, each server
 * in its own process. On 2 shared cores one 10-second measurement swings by ±20 % (the load generator, the kernel
 * and JIT warm-up compete for the same cores), so every target is warmed up first and then measured `rounds` times,
 * interleaved (bare, same bytes, endpoint; again…), and the medians are compared: "in the same run" for each round.
 */
export async function compareWithBare(
  label: string,
  target: Target,
  server: { pid: number },
  bare: BareServer,
  { rounds, ...load }: LoadOptions & { rounds: number },
): Promise<Comparison> {
  // One request first: its body is what the bare route then sends for comparison.
  const sample = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  });
  await bare.serve(await sample.text());
  const runs = {
    bare: { target: { url: bare.url }, pid: bare.pid, rates: [] as Rate[] },
    same: { target: { url: bare.sameUrl }, pid: bare.pid, rates: [] as Rate[] },
    endpoint: { target, pid: server.pid, rates: [] as Rate[] },
  };
  for (const run of Object.values(runs)) await measure(run.target, run.pid, { ...load, seconds: 1 });
  for (let round = 0; round < rounds; round += 1) {
    for (const run of Object.values(runs)) run.rates.push(await measure(run.target, run.pid, load));
  }
  const middle = (rates: Rate[]): Rate => {
    const rps = median(rates.map((r) => r.rps));
    // The round whose requests/s is the median stands for the rest (latencies and CPU of one real run).
    const closest = rates.reduce((best, r) => (Math.abs(r.rps - rps) < Math.abs(best.rps - rps) ? r : best));
    return { ...closest, rps };
  };
  const bareRate = middle(runs.bare.rates);
  const sameRate = middle(runs.same.rates);
  const endpoint = middle(runs.endpoint.rates);
  const each = (rates: Rate[]) => rates.map((r) => Math.round(r.rps)).join(' / ');
  console.log(describe('  bare fastify route', bareRate));
  console.log(describe('  bare route, same bytes', sameRate));
  console.log(describe(label, endpoint));
  const comparison = {
    endpoint,
    shareOfBare: endpoint.rps / bareRate.rps,
    shareOfSameBytes: endpoint.rps / sameRate.rps,
  };
  console.log(
    `${''.padEnd(46)} = ${(comparison.shareOfBare * 100).toFixed(0)} % of the bare route's requests/s ` +
      `(${(comparison.shareOfSameBytes * 100).toFixed(0)} % with the same bytes); server CPU per request ` +
      `${(endpoint.cpuPerRequest / bareRate.cpuPerRequest).toFixed(1)}× the bare route's ` +
      `(${(endpoint.cpuPerRequest / sameRate.cpuPerRequest).toFixed(1)}× with the same bytes)\n` +
      `${''.padEnd(46)}   medians of ${rounds} rounds; req/s per round: bare ${each(runs.bare.rates)}, ` +
      `same bytes ${each(runs.same.rates)}, endpoint ${each(runs.endpoint.rates)}`,
  );
  return comparison;
}
