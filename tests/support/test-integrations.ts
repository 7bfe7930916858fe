// The outside world for tests: mail and SMS outbox folders in a temporary folder (read back by the tests, after a
// delivery pass of the outbox table), a VIES
// that answers from a table the test fills, and a cheap password hash (the real cost is tested once, in
// server/accounts/passwords.test.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HashParams } from '../../server/accounts/passwords.ts';
import type { Mail, MailAttachment, Mailer } from '../../server/integrations/mail/mailer.ts';
import { createMailOutbox } from '../../server/integrations/mail/outbox.ts';
import { createSmsOutbox, type SmsSender } from '../../server/integrations/sms/sms.ts';
import type { VatChecker, VatCheckResult } from '../../server/integrations/vies/vies.ts';
import type { MessageDelivery } from '../../server/outbox/delivery.ts';
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
  mails(): Promise<
    { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] | undefined }[]
  >;
  smsMessages(): Promise<{ to: string; text: string }[]>;
}

export function testIntegrations(): TestIntegrations {
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-outbox-'));
  const mailOutboxDir = path.join(dir, 'mail');
  const smsOutboxDir = path.join(dir, 'sms');
  // Issue 12 #2: the services queue messages in the outbox table; reading what was sent first runs the delivery
  // loop over every due row, so a test sees the mails of its requests without a sleep.
  let outbox: MessageDelivery | null = null;
  const deliver = async () => {
    await outbox?.drain();
  };
  // Kept in the order they were sent as well: one delivery pass writes several files within a millisecond,
  // and the folder's names order those at random.
  const sentMails: Mail[] = [];
  const sentSms: { to: string; text: string }[] = [];
  const folderMailer = createMailOutbox(mailOutboxDir, 'Leeswijzer <noreply@leeswijzer.nl>');
  const folderSms = createSmsOutbox(smsOutboxDir);
  const mailer: Mailer = {
    kind: folderMailer.kind,
    async send(mail) {
      await folderMailer.send(mail);
      sentMails.push(mail);
    },
  };
  const sms: SmsSender = {
    kind: folderSms.kind,
    async send(to, text) {
      await folderSms.send(to, text);
      sentSms.push({ to, text });
    },
  };
  return {
    mailer,
    sms,
    attachOutbox: (delivery) => {
      outbox = delivery;
    },
    vat: fakeVies(),
    mailOutboxDir,
    smsOutboxDir,
    async mails() {
      await deliver();
      return sentMails.map((m) => ({ ...m }));
    },
    async smsMessages() {
      await deliver();
      return sentSms.map((m) => ({ ...m }));
    },
  };
}
