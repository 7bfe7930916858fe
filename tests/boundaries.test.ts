// Issue 12 #6: the boundary rule of eslint.config.js. Server capabilities import each other only through their
// face (index.ts, service.ts, listed modules), the owned tables of a capability's schema.ts only from their owner,
// domain/ nothing of ours, and no production file anything of tests/ (issue 28). Each case lints a small source as if it stood at that path, with the project's config.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The boundary messages for `code` as the file `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('issue 12 #6: the boundary lint rule', () => {
  it.each([
    [
      'server/media/probe.ts',
      "import { loadListBooks as x } from '../catalog/lists/list-query.ts';",
      /server\/catalog/,
    ],
    ['server/seo/probe.ts', "import { books as x } from '../catalog/schema.ts';", /server\/catalog/],
    ['server/shell/probe.ts', "import { bookMedia as x } from '../catalog/schema.ts';", /server\/catalog/],
    ['server/content/probe.ts', "import { users as x } from '../accounts/schema.ts';", /server\/accounts/],
    ['server/search/plan-probe.ts', "import { books as x } from '../catalog/schema.ts';", /server\/catalog/],
    [
      'server/catalog/lists/probe.ts',
      "import { searchWords as x } from '../../search/schema.ts';",
      /server\/search/,
    ],
    ['server/search/probe.ts', "import { admit as x } from '../accounts/throttle.ts';", /server\/accounts/],
    ['domain/probe.ts', "import { books as x } from '../server/db/schema.ts';", /domain/],
    // The schema split (issue 12 #6): the client's whole schema is db's, the outbox's table the outbox's.
    ['server/seo/probe.ts', "import { categories as x } from '../db/schema.ts';", /server\/db/],
    [
      'server/accounts/probe.ts',
      "import { outboxMessages as x } from '../outbox/schema.ts';",
      /server\/outbox/,
    ],
    // Issue 28: test helpers live under tests/, and no production file reaches them.
    [
      'server/orders/probe.ts',
      "import { fakeProvider as x } from '../../tests/support/order-fixtures.ts';",
      /tests\//,
    ],
    ['server/services.ts', "import { rows as x } from '../tests/support/seed-testing.ts';", /tests\//],
    [
      'server/db/seed/probe.ts',
      "import { rows as x } from '../../../tests/support/seed-testing.ts';",
      /tests\//,
    ],
    [
      'app/lib/probe.ts',
      "import { PASSWORD as x } from '../../tests/support/api-test-client.ts';",
      /tests\//,
    ],
    ['domain/probe.ts', "import { rows as x } from '../tests/support/seed-testing.ts';", /tests\//],
  ])('refuses in %s: %s', async (filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['server/media/probe.ts', "import { coverBook as x } from '../catalog/index.ts';"],
    ['server/search/probe.ts', "import { type ListBook as x } from '../catalog/index.ts';"],
    ['server/search/api-probe.ts', "import { listEnvelope as x } from '../catalog/api-shared.ts';"],
    ['server/search/book-index.ts', "import { books as x } from '../catalog/schema.ts';"],
    ['server/catalog/lists/probe.ts', "import { books as x } from '../schema.ts';"],
    ['server/seo/probe.ts', "import { queryRows as x } from '../db/client.ts';"],
    ['server/content/probe.ts', "import { createTtlCache as x } from '../lib/ttl-cache.ts';"],
    ['server/services.ts', "import { loadListBooks as x } from './catalog/lists/list-query.ts';"],
    ['server/seo/probe.ts', "import { categories as x } from '../catalog/schema.ts';"],
    ['server/accounts/probe.ts', "import { countries as x } from '../settings/schema.ts';"],
    ['server/search/schema.ts', "import { books as x } from '../catalog/schema.ts';"],
    [
      'server/orders/probe.test.ts',
      "import { fakeProvider as x } from '../../tests/support/order-fixtures.ts';",
    ],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
