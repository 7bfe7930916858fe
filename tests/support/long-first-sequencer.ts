// The order Vitest starts test files in (vitest.config.ts `sequence.sequencer`, issue 28): the files that take
// longest start first, whatever their project, so two workers finish together instead of one running a 30–50 s
// process test alone at the end. Vitest orders by the durations it cached in an earlier run, but a clean clone
// (CI) has none, and its own order then puts every 'db' file before the 'standalone' ones — the slowest of which
// (starting servers and processes, building databases) ran last. LONG_FIRST lists those, as measured in full runs
// (docs/performance-history.md, 2026-11-29), longest first. The files that need no database go before the
// database ones: they run while the global setup builds the database templates (about 20–30 s on a clean clone,
// decision 550). A stale entry only changes an order.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONG_FIRST = [
  'server/outbox/mail-faults.test.ts',
  'tests/going-live.test.ts',
  'server/db/backup.test.ts',
  'server/orders/crash.test.ts',
  'server/search/security.test.ts',
  'server/orders/reliability.test.ts',
  'server/http/workers.test.ts',
  'server/db/seed/seed.test.ts',
  'server/payments/providers/test-gateway.test.ts',
  'server/db/seed/seed-postgres.test.ts',
  'server/partners/ledger.test.ts',
  'server/search/dutch-words.test.ts',
  'server/accounts/profile.test.ts',
];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // The files that need no database first (their project has no global setup): the long ones, then the rest,
    // while the templates are built; then the long database files and the rest. The short files that need no
    // database start a process each, which made a slow tail where they ran last.
    const rank = (spec: TestSpecification) => {
      const index = LONG_FIRST.indexOf(path.relative(spec.project.config.root, spec.moduleId));
      const database = spec.project.config.globalSetup.length > 0;
      return (database ? 2 : 0) + (index === -1 ? 1 : 0) + (index === -1 ? 0 : index / LONG_FIRST.length);
    };
    return sorted
      .map((spec, order) => ({ spec, order, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
