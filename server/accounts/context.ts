// What every part of the accounts service works with: the database, settings, the outside world (mail, SMS,
// VIES) and the hashing cost. Tests give a low cost and a fixed clock; the app the defaults.
import type { Db } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { SmsSender } from '../integrations/sms/sms.ts';
import type { VatChecker } from '../integrations/vies/vies.ts';
import type { SettingsService } from '../settings/service.ts';
import { createDummyHash, type HashParams, OWASP_SCRYPT } from './passwords.ts';

export interface AccountsDeps {
  db: Db;
  settings: SettingsService;
  mailer: Mailer;
  sms: SmsSender;
  vat: VatChecker;
  hashParams?: HashParams;
  now?: () => Date;
  /** Where a mail or SMS that could not be sent is reported (the request log); the visitor's answer stays the same. */
  onDeliveryError?: (error: unknown, what: string) => void;
}

export interface AccountsContext extends Required<Omit<AccountsDeps, 'onDeliveryError'>> {
  dummyHash: () => Promise<string>;
  deliver: (what: string, send: () => Promise<void>) => Promise<void>;
}

export function accountsContext(deps: AccountsDeps): AccountsContext {
  const hashParams = deps.hashParams ?? OWASP_SCRYPT;
  const report = deps.onDeliveryError ?? ((error, what) => console.error(`${what} niet verstuurd:`, error));
  return {
    ...deps,
    hashParams,
    now: deps.now ?? (() => new Date()),
    dummyHash: createDummyHash(hashParams),
    deliver: async (what, send) => {
      try {
        await send();
      } catch (error) {
        report(error, what);
      }
    },
  };
}

/** Who is asking: the client address (for throttling) and the public origin (for links in mails). */
export interface RequestMeta {
  ip: string;
  origin: string;
}

export type Throttled = { status: 'throttled'; retryAfterSeconds: number };
