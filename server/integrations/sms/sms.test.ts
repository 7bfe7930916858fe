import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmsOutbox, listSmsOutbox } from './sms.ts';

describe('sms outbox', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes each message as one JSON file and lists the newest first', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lw-sms-')), 'sms');
    vi.useFakeTimers({ toFake: ['Date'] });
    const sms = createSmsOutbox(dir);
    expect(sms.kind).toBe('outbox');

    vi.setSystemTime(new Date('2026-11-25T07:30:00.000Z'));
    await sms.send('+31612345678', 'Je code is 123456');
    vi.setSystemTime(new Date('2026-11-25T07:31:00.000Z'));
    await sms.send('+31687654321', 'Je code is 654321');

    expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(2);
    expect(await listSmsOutbox(dir)).toEqual([
      {
        id: expect.stringMatching(/^2026-11-25T07-31-00-000Z-[0-9a-f]{8}$/),
        to: '+31687654321',
        text: 'Je code is 654321',
        sentAt: '2026-11-25T07:31:00.000Z',
      },
      {
        id: expect.stringMatching(/^2026-11-25T07-30-00-000Z-[0-9a-f]{8}$/),
        to: '+31612345678',
        text: 'Je code is 123456',
        sentAt: '2026-11-25T07:30:00.000Z',
      },
    ]);
    expect(await listSmsOutbox(dir, 1)).toHaveLength(1);
  });
});
