// Issue 30 (back office I): the staff dashboard /beheer — what the shop sold today, this week and per day over the
// last 30 days, and how much work waits in each list. It owns no table: every figure comes from the capability that
// owns its rows (orders, the outbox, reviews, partners, forms), each in one query, all asked at the same time.
import type { StaffOrderDashboard } from '../orders/service.ts';

export interface StaffDashboard extends StaffOrderDashboard {
  /** Outbox messages that gave up after their last attempt (/beheer/mail?status=failed). */
  failedMails: number;
  /** Reviews waiting for moderation (/beheer/recensies). */
  pendingReviews: number;
  /** Partner applications waiting for a decision (/beheer/partners). */
  partnerApplications: number;
  /** Form messages not marked handled (/beheer/berichten). */
  openMessages: number;
}

export interface StaffDashboardService {
  /** `now`: the moment 'today' is taken from (tests fix it). */
  overview(now?: Date): Promise<StaffDashboard>;
}

/** Each owning capability's count, as its service gives it. */
export interface StaffDashboardDeps {
  orders: (now?: Date) => Promise<StaffOrderDashboard>;
  failedMails: () => Promise<number>;
  pendingReviews: () => Promise<number>;
  partnerApplications: () => Promise<number>;
  openMessages: () => Promise<number>;
}

export function createStaffDashboardService(deps: StaffDashboardDeps): StaffDashboardService {
  return {
    async overview(now) {
      const [orders, failedMails, pendingReviews, partnerApplications, openMessages] = await Promise.all([
        deps.orders(now),
        deps.failedMails(),
        deps.pendingReviews(),
        deps.partnerApplications(),
        deps.openMessages(),
      ]);
      return { ...orders, failedMails, pendingReviews, partnerApplications, openMessages };
    },
  };
}
