// Issue 30 (back office I): a partner's settings as staff keep them on /beheer/klanten/{id} — the commission
// percentages for own and third-party titles (spec 2 §9; the partner record's rates, which the ledger pays at)
// and the partnership's status: active or ended (decision 585). One unit of work: the partner record, the role
// fields on the account (accounts' face: the partner menu and the code at login follow them) and one audit line
// with before → after; a save that changes nothing writes nothing. A pending application is decided at
// /beheer/partners, not here.
import { eq } from 'drizzle-orm';
import type { TextRef } from '../../domain/account-forms.ts';
import { resolvedRates } from '../../domain/commission.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import type { PartnerSettingsInput } from '../../domain/staff-customers.ts';
import type { AccountsService } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { partners } from './schema.ts';

export type PartnerSettingsResult =
  | { kind: 'done' }
  | { kind: 'unchanged' }
  /** No partner record, or one still pending (decided at /beheer/partners). */
  | { kind: 'not-found' }
  | { kind: 'invalid'; field: 'partner_status'; error: TextRef };

export interface StaffPartnerService {
  update(actorId: number, userId: number, input: PartnerSettingsInput): Promise<PartnerSettingsResult>;
}

export function createStaffPartnerService(deps: {
  db: Db;
  accounts: AccountsService;
  now?: () => Date;
}): StaffPartnerService {
  const now = deps.now ?? (() => new Date());
  return {
    update(actorId, userId, input) {
      return withTransaction(deps.db, async (tx): Promise<PartnerSettingsResult> => {
        const [row] = await tx.select().from(partners).where(eq(partners.userId, userId)).for('update');
        if (!row || row.status === 'pend') return { kind: 'not-found' };
        const rates = resolvedRates({ own: row.commissionOwn, other: row.commissionOther });
        const current = { commissionOwn: rates.own, commissionOther: rates.other, status: row.status };
        const keys = (['commissionOwn', 'commissionOther', 'status'] as const).filter(
          (k) => current[k] !== input[k],
        );
        if (keys.length === 0) return { kind: 'unchanged' };
        // An application that was turned down never had a code: it becomes a partner through a new application.
        if (input.status === 'approved' && row.code === null)
          return {
            kind: 'invalid',
            field: 'partner_status',
            error: { key: 'beheer.customers.partner_no_code' },
          };
        const at = now();
        await tx
          .update(partners)
          .set({
            commissionOwn: input.commissionOwn,
            commissionOther: input.commissionOther,
            status: input.status,
            ...(input.status !== row.status ? { decidedAt: at, decidedBy: actorId } : {}),
          })
          .where(eq(partners.userId, userId));
        if (input.status !== row.status) {
          const accounts = deps.accounts.withDb(tx);
          if (input.status === 'approved')
            await accounts.setPartnerRole(userId, { code: row.code!, start: amsterdamCalendarDate(at) });
          else await accounts.endPartnerRole(userId);
        }
        await recordAudit(
          tx,
          {
            actorId,
            action: 'partner.settings',
            subject: `klant ${userId}`,
            before: Object.fromEntries(keys.map((k) => [k, current[k]])),
            after: Object.fromEntries(keys.map((k) => [k, input[k]])),
          },
          at,
        );
        return { kind: 'done' };
      });
    },
  };
}
