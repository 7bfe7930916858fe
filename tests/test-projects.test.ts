// The Vitest projects (issue 12 #7): pure tests run without the database global setup (the domain/ and app/ ones
// in one shared worker), and every test file that opens the test database is in the 'db' project that has it.
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';

type Project = {
  test: {
    name: string;
    include: string[];
    exclude: string[];
    globalSetup?: string[];
    isolate?: boolean;
    setupFiles?: string[];
  };
};
const projects = (config.test?.projects ?? []) as Project[];
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

describe('issue 12 #7: a Vitest project per kind of test', () => {
  it('this pure test runs without the global setup (no database template was prepared for it)', () => {
    expect(inject('pgliteTemplate')).toBeUndefined();
    expect(inject('postgresTemplate')).toBeUndefined();
  });

  it("only the 'db' project has the global setup", () => {
    expect(project('unit').globalSetup).toBeUndefined();
    expect(project('standalone').globalSetup).toBeUndefined();
    expect(project('db').globalSetup).toEqual(['tests/support/global-setup.ts']);
  });

  it("the pure tests share one worker ('unit'); the others share their workers' modules ('standalone', 'db')", () => {
    expect(project('unit').isolate).toBe(false);
    expect(
      project('unit').include.every((glob) => glob.startsWith('domain/') || glob.startsWith('app/')),
    ).toBe(true);
    expect(project('standalone').exclude).toEqual(expect.arrayContaining(project('unit').include));
    expect(project('standalone').isolate).toBe(false);
    // Decision 762: a file that leaves the environment or fake timers changed fails, as the next file would meet them.
    expect(project('standalone').setupFiles).toEqual(['tests/support/shared-worker-guard.ts']);
    expect(project('db').isolate).toBe(false);
  });

  it("files that open the database (directly or through a helper) are in 'db', pure ones are not", () => {
    const db = project('db').include;
    console.log(`${db.length} test files in the 'db' project`);
    expect(db).toContain('server/shell/service.test.ts'); // openTestServices
    expect(db).toContain('tests/first-load-budget.test.ts'); // openTestApp
    expect(db).toContain('server/accounts/api.test.ts'); // through tests/support/api-test-client.ts
    expect(db.filter((file) => file.startsWith('domain/') || file.startsWith('app/'))).toEqual([]);
    expect(db).not.toContain('server/db/migrate.test.ts'); // makes its own scratch database
    expect(project('unit').exclude).toEqual(expect.arrayContaining(db));
  });
});
