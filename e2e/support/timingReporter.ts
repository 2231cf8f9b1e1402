import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { AXE_SCANS, PAGE_LOADS } from './counts';

// issue 53: where the end-to-end step's time goes, printed after every run beside the 'list'
// reporter's lines: the slowest attempts, and each spec file's sum. A spec's sum is the time its
// tests held a worker (fixtures and hooks included), so the sums over the workers' count is the
// floor the step cannot go under without making those tests faster or fewer. Retries count: an
// attempt that failed took the worker's time as well.

const SLOWEST = 25;

interface Attempt {
  title: string;
  file: string;
  duration: number;
  status: TestResult['status'];
  retry: number;
  error?: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private attempts: Attempt[] = [];
  private rootDir = process.cwd();
  private workers = 1;
  private started = Date.now();
  private counts = new Map<string, number>([
    [PAGE_LOADS, 0],
    [AXE_SCANS, 0],
  ]);

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
    this.workers = config.workers;
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // A skipped test holds a worker for next to nothing and tells nothing of the time.
    if (result.status === 'skipped') return;
    for (const { type, description } of result.annotations) {
      const count = this.counts.get(type);
      if (count !== undefined) this.counts.set(type, count + Number(description));
    }
    this.attempts.push({
      title: test.titlePath().slice(3).join(' › '),
      file: relative(this.rootDir, test.location.file),
      duration: result.duration,
      status: result.status,
      retry: result.retry,
      error: result.error?.message?.split('\n').find((line) => line.trim() !== ''),
    });
  }

  onEnd(): void {
    if (this.attempts.length === 0) return;
    const lines: string[] = [];
    const slowest = [...this.attempts].sort((a, b) => b.duration - a.duration).slice(0, SLOWEST);
    lines.push('', `Slowest ${slowest.length} of ${this.attempts.length} attempts:`);
    for (const attempt of slowest) {
      const notes = [
        attempt.status === 'passed' ? '' : attempt.status,
        attempt.retry > 0 ? `retry ${attempt.retry}` : '',
      ].filter(Boolean);
      lines.push(
        `  ${seconds(attempt.duration).padStart(8)}  ${attempt.file} › ${attempt.title}` +
          (notes.length > 0 ? ` (${notes.join(', ')})` : ''),
      );
    }

    const byFile = new Map<string, { total: number; count: number }>();
    for (const attempt of this.attempts) {
      const file = byFile.get(attempt.file) ?? { total: 0, count: 0 };
      file.total += attempt.duration;
      file.count += 1;
      byFile.set(attempt.file, file);
    }
    const files = [...byFile].sort(([, a], [, b]) => b.total - a.total);
    const total = files.reduce((sum, [, file]) => sum + file.total, 0);
    lines.push('', 'Per spec file (sum of its attempts, their count):');
    for (const [name, file] of files) {
      const share = ((100 * file.total) / total).toFixed(1);
      lines.push(
        `  ${seconds(file.total).padStart(8)}  ${share.padStart(5)} %  ${String(file.count).padStart(3)}  ${name}`,
      );
    }
    lines.push(
      '',
      `Tests held the workers ${seconds(total)} in all; over ${this.workers} worker(s) that is ` +
        `${seconds(total / this.workers)} at best, against ${seconds(Date.now() - this.started)} ` +
        'from the first test to the end (the difference: workers starting, or left idle at the end).',
      `The tests' own pages loaded ${this.counts.get(PAGE_LOADS)} documents; ` +
        `${this.counts.get(AXE_SCANS)} axe-core scans (what each costs: scripts/e2e-floor.mjs).`,
    );
    // Last, so that a log cut to its tail (CI's record of a run) still says which tests failed.
    const failed = this.attempts.filter((attempt) => attempt.status !== 'passed');
    if (failed.length > 0) {
      lines.push('', `Attempts that did not pass (${failed.length}):`);
      for (const attempt of failed) {
        lines.push(
          `  ${attempt.status}${attempt.retry > 0 ? ` (retry ${attempt.retry})` : ''}: ` +
            `${attempt.file} › ${attempt.title}`,
          `      ${stripVTControlCharacters(attempt.error ?? '').slice(0, 200)}`,
        );
      }
    }
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    // 'list' prints the run as it goes: this one adds its summary at the end.
    return false;
  }
}
