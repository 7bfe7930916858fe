// The outside world for tests: mail and SMS outboxes in a temporary folder (read back by the tests), a VIES
// that answers from a table the test fills, and a cheap password hash (the real cost is tested once, in
// server/accounts/passwords.test.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HashParams } from '../../server/accounts/passwords.ts';
import { createMailOutbox, listOutbox, readOutboxMail } from '../../server/integrations/mail/outbox.ts';
import { createSmsOutbox, listSmsOutbox } from '../../server/integrations/sms/sms.ts';
import type { VatChecker, VatCheckResult } from '../../server/integrations/vies/vies.ts';
import type { Integrations } from '../../server/services.ts';

export const TEST_HASH: HashParams = { logN: 10, r: 8, p: 1 };

export interface FakeVies extends VatChecker {
  /** Answers by prefix + number ('NL123456789B01'); anything else is 'invalid'. */
  answers: Map<string, VatCheckResult>;
  asked: string[];
}

export function fakeVies(): FakeVies {
  const answers = new Map<string, VatCheckResult>();
  const asked: string[] = [];
  return {
    answers,
    asked,
    async check(prefix, number) {
      asked.push(`${prefix}${number}`);
      return answers.get(`${prefix}${number}`) ?? { status: 'invalid' };
    },
  };
}

export interface TestIntegrations extends Integrations {
  vat: FakeVies;
  mailOutboxDir: string;
  smsOutboxDir: string;
  /** The mails sent so far, oldest first, with their text. */
  mails(): Promise<{ to: string; subject: string; text: string; html: string }[]>;
  smsMessages(): Promise<{ to: string; text: string }[]>;
}

export function testIntegrations(): TestIntegrations {
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-outbox-'));
  const mailOutboxDir = path.join(dir, 'mail');
  const smsOutboxDir = path.join(dir, 'sms');
  return {
    mailer: createMailOutbox(mailOutboxDir, 'Leeswijzer <noreply@leeswijzer.nl>'),
    sms: createSmsOutbox(smsOutboxDir),
    vat: fakeVies(),
    mailOutboxDir,
    smsOutboxDir,
    async mails() {
      const list = await listOutbox(mailOutboxDir);
      const mails = await Promise.all(list.map((m) => readOutboxMail(mailOutboxDir, m.id)));
      return mails.filter((m) => m !== null).reverse();
    },
    async smsMessages() {
      return (await listSmsOutbox(smsOutboxDir)).reverse();
    },
  };
}
