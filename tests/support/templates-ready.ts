// Whether this run's database templates are ready (decision 550). Vitest's global setup builds them while the test
// files that need no database already run, and marks the end in the run's copies folder: 'ready', or 'failed' with
// the error. A database test waits for that mark before it copies a template.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const READY = 'templates-ready';
const FAILED = 'templates-failed';

/** Marks the templates in `copies` as ready, or as failed with `error`. */
export function markTemplates(copies: string, error?: unknown): void {
  if (error === undefined) writeFileSync(path.join(copies, READY), '');
  else
    writeFileSync(
      path.join(copies, FAILED),
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
}

const waits = new Map<string, Promise<void>>();

/** Resolves once the templates in `copies` are ready; rejects with the global setup's error when they failed. */
export function templatesReady(copies: string): Promise<void> {
  let wait = waits.get(copies);
  if (!wait) {
    wait = (async () => {
      for (;;) {
        if (existsSync(path.join(copies, READY))) return;
        if (existsSync(path.join(copies, FAILED)))
          throw new Error(
            `the test database templates were not built:\n${readFileSync(path.join(copies, FAILED), 'utf8')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    waits.set(copies, wait);
  }
  return wait;
}
