// A test app leaves nothing behind in the temporary folder: closing it removes its data folder (media, imports,
// e-books) and its mail and SMS outboxes, so a run of the suite does not fill /tmp (a clean clone's run left 352
// folders and 185 MB there before).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openTestApp } from './test-app.ts';

it('closing a test app removes its data folder and its outboxes', async () => {
  const t = await openTestApp('pglite');
  await t.integrations.mailer.send({
    to: 'lezer@example.nl',
    subject: 'Test',
    text: 'Hallo',
    html: '<p>Hallo</p>',
  });
  const folders = [t.dataDir, path.dirname(t.integrations.mailOutboxDir)];
  expect(folders.map(existsSync)).toEqual([true, true]);
  await t.close();
  expect(folders.map(existsSync)).toEqual([false, false]);
});
