// Progress of the long part (books): a redrawn bar on a terminal, otherwise one line per 10 % so that logs
// of a container or CI job stay short.

export interface ProgressSink {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export class Progress {
  private readonly startedAt = performance.now();
  private lastDecile = 0;
  private lastDraw = 0;

  constructor(
    private readonly total: number,
    private readonly label: string,
    private readonly sink: ProgressSink | null = process.stderr,
  ) {}

  update(done: number): void {
    if (!this.sink || this.total === 0) return;
    const now = performance.now();
    if (this.sink.isTTY) {
      if (done < this.total && now - this.lastDraw < 100) return;
      this.lastDraw = now;
      this.sink.write(`\r${this.bar(done, now)}\x1b[K`); // \x1b[K clears what a longer line left behind
      return;
    }
    const decile = Math.floor((done / this.total) * 10);
    if (decile > this.lastDecile) {
      this.lastDecile = decile;
      this.sink.write(`${this.label}: ${this.describe(done, now)}\n`);
    }
  }

  finish(): void {
    if (this.sink?.isTTY) this.sink.write('\n');
  }

  private bar(done: number, now: number): string {
    const width = 24;
    const filled = Math.round((done / this.total) * width);
    return `${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.describe(done, now)}`;
  }

  private describe(done: number, now: number): string {
    const seconds = (now - this.startedAt) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (this.total - done) / rate : 0;
    const percent = Math.floor((done / this.total) * 100);
    return `${percent}% ${formatCount(done)}/${formatCount(this.total)} · ${formatCount(Math.round(rate))}/s · nog ${formatDuration(eta)}`;
  }
}

export function formatCount(n: number): string {
  return n.toLocaleString('nl-NL');
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(s / 60);
  return `${minutes}:${String(s % 60).padStart(2, '0')}`;
}
