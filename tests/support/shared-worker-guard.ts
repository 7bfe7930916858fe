// Setup file of the 'standalone' Vitest project, whose files share their worker process (isolate: false, decision
// 762): a file that leaves the environment or fake timers changed would change how the next file in that worker
// runs, depending on which files meet there. This fails the file that does, whatever runs after it.
import { afterAll, beforeAll, expect, vi } from 'vitest';

let environment: Record<string, string | undefined> = {};

beforeAll(() => {
  environment = { ...process.env };
});

afterAll(() => {
  expect(vi.isFakeTimers(), 'fake timers still on after the file').toBe(false);
  expect({ ...process.env }, 'process.env as the file found it').toEqual(environment);
});
