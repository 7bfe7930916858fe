// Issue 17 #1 and #2: the partner application (/partner-registration) and its approval (/beheer/partners). An
// application is checked with the account rules (profile with the address required, business, partner data) and
// the application's own (domain/partner-application.ts), counted per client address, then stored in ONE unit of
// work: for a guest the account (with the password chosen here, logged in), the account's data and status 'pend'
// (accounts), the application (the partners service), and the mails to the applicant and staff (outbox). Approval
// and rejection are one unit of work too: the decision and code (partners), the role on the account (accounts) and
// the mails — a second press changes nothing.
// Issue 27 (decision 521): the staff mails applications cause are capped an hour for the whole shop, counted in the
// database like every limit; beyond the cap the application is stored (staff see it at /beheer/partners) and one
// summary mail an hour says that more came in.
import { recordAudit } from '../audit/service.ts';
import { randomUUID } from 'node:crypto';
import {
  cleanBusiness,
  cleanPartner,
  cleanProfile,
  type FieldErrors,
  type ProfileInput,
  toFormErrors,
} from '../../domain/account-forms.ts';
import { HONEYPOT_FIELD } from '../../domain/contact-forms.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import {
  applicationErrors,
  type ApplicationView,
  applicationView,
  cleanPartnerApplication,
} from '../../domain/partner-application.ts';
import type { AccountsService, PartnerContact } from '../accounts/service.ts';
import type { NewSession } from '../accounts/sessions.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { type Admit, HOUR_MS } from '../lib/admit.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import type { SettingsService } from '../settings/service.ts';
import {
  applicationStaffMail,
  applicationsCappedStaffMail,
  appliedMail,
  approvedMail,
  decisionStaffMail,
  rejectedMail,
} from './application-mails.ts';
import type { PartnersService } from './service.ts';

/** What this module asks of the partners service (`services.partners`). */
export type PartnerProgramme = Pick<
  PartnersService,
  'partnerOf' | 'apply' | 'applications' | 'approve' | 'reject'
> & { withDb(db: Db): PartnerProgramme };

export type { Admit } from '../lib/admit.ts';

/** Issue 17: applications per client address an hour (a person applies once; a robot many times). */
export const APPLICATION_LIMIT = { max: 5, windowMs: HOUR_MS };

/** Decision 521: staff mails about new applications an hour, from all addresses together. */
export const APPLICATION_STAFF_MAILS = { max: 20, windowMs: HOUR_MS };
/** Decision 521: beyond that cap, one summary mail an hour. */
export const APPLICATION_STAFF_SUMMARIES = { max: 1, windowMs: HOUR_MS };

export const applicationLimitKeys = {
  address: (ip: string) => `partner-apply:ip:${ip}`,
  staffMails: 'partner-apply:staff',
  staffSummaries: 'partner-apply:staff-summary',
};

export type ApplicationResult =
  /** Stored and mailed; for a guest the new account's session (the page sets its cookie). */
  | { kind: 'ok'; userId: number | null; session: NewSession | null }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'busy'; retryAfterSeconds: number }
  /** The account applied already or is a partner: the page shows that view instead. */
  | { kind: 'already'; view: ApplicationView };

export interface PendingApplication {
  userId: number;
  appliedAt: Date;
  motivation: string;
  bookPageUrl: string;
  contact: PartnerContact | null;
}

export type DecisionResult =
  { kind: 'ok'; code: string | null } | { kind: 'not-found' } | { kind: 'decided' };

export interface PartnerApplicationService {
  /** Which view /partner-registration shows this viewer (a guest: the form). */
  view(viewer: Viewer): Promise<ApplicationView>;
  submit(
    viewer: Viewer,
    raw: Readonly<Record<string, string>>,
    meta: { ip: string; origin: string },
  ): Promise<ApplicationResult>;
  /** Staff: the applications waiting for a decision, oldest first, with the applicant's data. */
  pending(): Promise<PendingApplication[]>;
  /** Staff: the decision of one application (a second press: 'decided', nothing changes). */
  decide(staffUserId: number, userId: number, decision: 'approve' | 'reject'): Promise<DecisionResult>;
}

export interface PartnerApplicationDeps {
  db: Db;
  accounts: AccountsService;
  programme: PartnerProgramme;
  settings: SettingsService;
  admit: Admit;
  messagesQueued: () => void;
  origin: string;
  now?: () => Date;
}

/** Thrown inside the unit of work to undo it (a guest's new account, the data written) and answer `result`. */
class Undo extends Error {
  constructor(readonly result: ApplicationResult) {
    super('partner application undone');
  }
}

export function createPartnerApplicationService(deps: PartnerApplicationDeps): PartnerApplicationService {
  const now = deps.now ?? (() => new Date());

  async function staffEmail(): Promise<string> {
    const map = await deps.settings.all();
    return map.get('formsStaffEmail') || map.get('contactEmail') || 'info@leeswijzer.nl';
  }

  async function view(viewer: Viewer): Promise<ApplicationView> {
    if (!viewer.loggedIn) return 'form';
    const role = await deps.accounts.partnerRole(viewer.userId);
    return role ? applicationView(role) : 'form';
  }

  return {
    view,

    async submit(viewer, raw, meta) {
      const guest = !viewer.loggedIn;
      const current = await view(viewer);
      if (current !== 'form') return { kind: 'already', view: current };
      const role = viewer.loggedIn ? await deps.accounts.partnerRole(viewer.userId) : null;
      const settings = await deps.accounts.profileSettings();
      // A logged-in applicant keeps the account's email (an email change has its own confirmation link).
      const personal: ProfileInput = { ...cleanProfile(raw), ...(role ? { email: role.email } : {}) };
      const business = cleanBusiness(raw);
      const partner = cleanPartner(raw);
      const application = cleanPartnerApplication(raw);
      const password = raw.password ?? '';
      const formErrors = applicationErrors(
        { personal, business, partner, application, password, password2: raw.password2 ?? '' },
        {
          guest,
          // A new account's id is above the setting: its house number is required (decision 141).
          userId: viewer.loggedIn ? viewer.userId : Number.MAX_SAFE_INTEGER,
          requiredHousenr: settings.requiredHousenr,
          countries: settings.countries,
          businessEnabled: settings.businessEnabled,
        },
      );
      if (Object.keys(formErrors).length > 0) return { kind: 'invalid', errors: formErrors };

      const admission = await deps.admit(applicationLimitKeys.address(meta.ip), APPLICATION_LIMIT);
      if (admission.blocked) return { kind: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };
      // Decision 354's honeypot: a robot gets the thanks, nothing is stored.
      if ((raw[HONEYPOT_FIELD] ?? '') !== '') return { kind: 'ok', userId: null, session: null };

      const staffTo = await staffEmail();
      // Decision 521: one mail per application up to the hourly cap, then one summary mail, then none this hour.
      const staffMail = !(await deps.admit(applicationLimitKeys.staffMails, APPLICATION_STAFF_MAILS)).blocked;
      const staffSummary =
        !staffMail &&
        !(await deps.admit(applicationLimitKeys.staffSummaries, APPLICATION_STAFF_SUMMARIES)).blocked;
      const applicationInput = {
        motivation: application.motivation,
        hasBookPage: application.bookPage === 'yes',
        bookPageUrl: application.bookPage === 'yes' ? application.urlBookpage : '',
      };
      let result: ApplicationResult;
      try {
        result = await withTransaction(deps.db, async (tx) => {
          const accounts = deps.accounts.withDb(tx);
          let userId: number;
          let session: NewSession | null = null;
          if (viewer.loggedIn) userId = viewer.userId;
          else {
            const made = await accounts.registerFromOrder(
              { personal, password, password2: raw.password2 ?? '' },
              meta,
            );
            if (made.status === 'invalid')
              throw new Undo({ kind: 'invalid', errors: toFormErrors(made.errors) });
            if (made.status === 'throttled' || made.status === 'busy')
              throw new Undo({ kind: made.status, retryAfterSeconds: made.retryAfterSeconds });
            userId = made.viewer.userId;
            session = made.session;
          }
          const { email: _email, ...personalData } = personal;
          const recorded = await accounts.recordPartnerApplication(userId, {
            personal: personalData,
            business: settings.businessEnabled ? business : { company: '', nrKvk: '', nrVat: '' },
            partner,
          });
          if (!recorded) throw new Undo({ kind: 'already', view: 'registered' });
          const applied = await deps.programme.withDb(tx).apply(userId, applicationInput);
          if (applied.kind === 'already') throw new Undo({ kind: 'already', view: 'pending' });
          if (applied.kind === 'invalid')
            throw new Undo({
              kind: 'invalid',
              errors: {
                [applied.field === 'bookPageUrl' ? 'url_bookpage' : 'motivation']: {
                  key: 'form_errors.invalid_input',
                },
              },
            });
          const facts = {
            email: personal.email,
            firstname: personal.firstname,
            lastname: personal.lastname,
            website: partner.website,
            company: business.company,
            motivation: applicationInput.motivation,
            bookPageUrl: applicationInput.bookPageUrl,
          };
          // One key per application: a rejected applicant may apply again and is mailed again.
          const key = `partner-apply:${userId}:${randomUUID()}`;
          await enqueueMail(tx, `${key}:applicant`, appliedMail(facts));
          if (staffMail)
            await enqueueMail(
              tx,
              `${key}:staff`,
              applicationStaffMail({ to: staffTo, applicant: facts, origin: deps.origin }),
            );
          else if (staffSummary)
            await enqueueMail(
              tx,
              `${key}:staff-summary`,
              applicationsCappedStaffMail({
                to: staffTo,
                max: APPLICATION_STAFF_MAILS.max,
                origin: deps.origin,
              }),
            );
          return { kind: 'ok', userId, session } as const;
        });
      } catch (error) {
        if (error instanceof Undo) return error.result;
        throw error;
      }
      deps.messagesQueued();
      return result;
    },

    async pending() {
      const rows = await deps.programme.applications();
      const contacts = await deps.accounts.partnerContacts(rows.map((r) => r.userId));
      return rows.map((r) => ({
        userId: r.userId,
        appliedAt: r.appliedAt,
        motivation: r.motivation,
        bookPageUrl: r.hasBookPage ? r.bookPageUrl : '',
        contact: contacts.get(r.userId) ?? null,
      }));
    },

    async decide(staffUserId, userId, decision) {
      const staffTo = await staffEmail();
      const today = amsterdamCalendarDate(now());
      const outcome = await withTransaction(deps.db, async (tx): Promise<DecisionResult> => {
        const programme = deps.programme.withDb(tx);
        const accounts = deps.accounts.withDb(tx);
        const record = await programme.partnerOf(userId);
        const decided =
          decision === 'approve'
            ? await programme.approve(userId, staffUserId)
            : await programme.reject(userId, staffUserId);
        if (decided.kind !== 'ok' || !record) return decided.kind === 'ok' ? { kind: 'not-found' } : decided;
        const code: string | null =
          'code' in decided && typeof decided.code === 'string' ? decided.code : null;
        if (code) await accounts.setPartnerRole(userId, { code, start: today });
        else await accounts.endPartnerApplication(userId);
        await recordAudit(tx, {
          actorId: staffUserId,
          action: code ? 'partner.approve' : 'partner.reject',
          subject: `klant ${userId}`,
          before: { partner: 'aangemeld' },
          after: code ? { partner: 'goedgekeurd', code } : { partner: 'afgewezen' },
        });
        const contact = (await accounts.partnerContacts([userId])).get(userId);
        if (contact) {
          // One decision per application: its moment of applying is in the key.
          const key = `partner-${decision}:${userId}:${record.appliedAt.toISOString()}`;
          await enqueueMail(
            tx,
            `${key}:applicant`,
            code
              ? approvedMail({ to: contact.email, firstname: contact.firstname, code, origin: deps.origin })
              : rejectedMail({ to: contact.email, firstname: contact.firstname }),
          );
          await enqueueMail(
            tx,
            `${key}:staff`,
            decisionStaffMail({ to: staffTo, applicant: contact, approved: code !== null, code }),
          );
        }
        return { kind: 'ok', code };
      });
      if (outcome.kind === 'ok') deps.messagesQueued();
      return outcome;
    },
  };
}
