import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Prints the floor bench's medians (scripts/e2e-floor.spec.ts): each probe's whole time and parts.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number | undefined) => (value === undefined ? '' : `${Math.round(value)}`);
const load = () =>
  loadavg()
    .map((each) => each.toFixed(2))
    .join(' ');

/**
 * The CPU time (ms) the run's processes have used so far: this runner and every process under it
 * (the worker, Chromium's, the servers), those that ended counted in their parent's children's
 * time. On a busy machine it moves far less than the wall clock: the figure to compare between
 * loads. Linux only (/proc), 100 ticks a second.
 */
function cpuOfRun(): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // After the name: state, ppid, … utime (14th field of the line), stime, cutime, cstime.
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      stats.set(Number(entry), { parent: Number(fields[1]), ticks });
    } catch {
      // The process ended while being read.
    }
  }
  const inRun = (pid: number): boolean => {
    for (let at = pid; at > 1; at = stats.get(at)?.parent ?? 0) if (at === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inRun(pid)) ticks += stat.ticks;
  return ticks * 10;
}

interface Runs {
  total: number[];
  cpu: number[];
  parts: Map<string, number[]>;
}

export default class FloorReporter implements Reporter {
  private runs = new Map<string, Runs>();
  private cpuAtBegin = new Map<TestCase, number>();
  private failures: string[] = [];
  private loadAtStart = load();

  onTestBegin(test: TestCase): void {
    this.cpuAtBegin.set(test, cpuOfRun());
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const cpu = cpuOfRun() - (this.cpuAtBegin.get(test) ?? 0);
    const name = test.titlePath().slice(3).join(' ').replace('opened at 375 px ', '');
    if (result.status !== 'passed') {
      this.failures.push(`${name}: ${result.status} ${result.error?.message ?? ''}`);
      return;
    }
    if (name.endsWith('warm-up')) return;
    const run: Runs = this.runs.get(name) ?? { total: [], cpu: [], parts: new Map() };
    run.total.push(result.duration);
    run.cpu.push(cpu);
    for (const { type, description } of result.annotations) {
      const part = run.parts.get(type) ?? [];
      part.push(Number(description));
      run.parts.set(type, part);
    }
    this.runs.set(name, run);
  }

  onEnd(): void {
    const lines = [
      `Floor bench (median of each probe's runs, ms); load average at start ${this.loadAtStart}, at end ${load()}`,
      `${'probe'.padEnd(16)} ${'runs'.padStart(4)} ${'test'.padStart(6)} ${'open'.padStart(6)} ${'axe'.padStart(6)} ${'phone'.padStart(6)} ${'cpu'.padStart(6)}`,
    ];
    for (const [name, run] of this.runs) {
      const part = (type: string) => {
        const values = run.parts.get(type);
        return values ? median(values) : undefined;
      };
      lines.push(
        `${name.padEnd(16)} ${String(run.total.length).padStart(4)} ${ms(median(run.total)).padStart(6)} ` +
          `${ms(part('open')).padStart(6)} ${ms(part('axe')).padStart(6)} ${ms(part('phone look')).padStart(6)} ${ms(median(run.cpu)).padStart(6)}`,
      );
    }
    for (const failure of this.failures) lines.push(`FAILED ${failure}`);
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
