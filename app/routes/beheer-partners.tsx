// /beheer/partners (issue 17 #2): the partner applications waiting for a decision, oldest first — applicant,
// website, book page, bank account, motivation — with 'Goedkeuren' and 'Afwijzen'. Admins only (404 for everyone
// else, in the loader and the action). A decision is a POST; pressing it twice changes nothing the second time.
import { data, Form, redirect, useLoaderData } from 'react-router';
import { displayText } from '../../domain/account-input';
import { CsrfField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import styles from '../components/contact/Beheer.module.css';
import type { Route } from './+types/beheer-partners';

const DATE = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'partners');
  const url = new URL(request.url);
  const applications = await context.services.partnerApplications.pending();
  // The answer to the last decision, from the address the action sent the browser to.
  const done = url.searchParams.get('besluit');
  const code = url.searchParams.get('code');
  return data(
    {
      csrf: context.auth.csrfToken(),
      done:
        done === 'approve' || done === 'reject'
          ? { decision: done, code: code && /^[A-Z0-9]{1,32}$/.test(code) ? code : null }
          : null,
      applications: applications.map((a) => ({
        userId: a.userId,
        date: DATE.format(a.appliedAt),
        iso: a.appliedAt.toISOString(),
        motivation: a.motivation,
        bookPageUrl: a.bookPageUrl,
        name: a.contact ? displayText(`${a.contact.firstname} ${a.contact.lastname}`.trim()) : '',
        email: a.contact?.email ?? '',
        city: a.contact ? displayText(a.contact.city) : '',
        company: a.contact ? displayText(a.contact.company) : '',
        nrVat: a.contact?.nrVat ?? '',
        website: a.contact?.website ?? '',
        bank: a.contact
          ? `${a.contact.bankAccount} · ${displayText(a.contact.accountHolder)}, ${displayText(a.contact.accountCity)}`
          : '',
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** 'Goedkeuren' or 'Afwijzen' (303 back to the list, also without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context, 'partners');
  if (!context.viewer.loggedIn) throw data(null, { status: 404 });
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const userId = Number(fields.user);
  const decision = fields.decision;
  if (!Number.isInteger(userId) || userId < 1 || (decision !== 'approve' && decision !== 'reject'))
    throw data(null, { status: 400 });
  const result = await context.services.partnerApplications.decide(context.viewer.userId, userId, decision);
  const query = new URLSearchParams();
  if (result.kind === 'ok') {
    query.set('besluit', decision);
    if (result.code) query.set('code', result.code);
  }
  throw redirect(`/beheer/partners${query.size > 0 ? `?${query}` : ''}`, 303);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Partners · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerPartners() {
  const { csrf, applications, done } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="partners-title">
      <h1 id="partners-title">{t('beheer.partners')}</h1>
      <p>{t('beheer.partners_intro')}</p>
      {done ? (
        <Feedback tone="success">
          <p>
            {done.decision === 'approve'
              ? t('beheer.partner_done_approved', { code: done.code ?? '' })
              : t('beheer.partner_done_rejected')}
          </p>
        </Feedback>
      ) : null}
      <p className={styles.muted}>{t('beheer.partners_count', { n: applications.length })}</p>
      {applications.length === 0 ? <p>{t('beheer.partners_empty')}</p> : null}
      <ol className={styles.messages}>
        {applications.map((a) => (
          <li key={a.userId}>
            <article className={styles.message} aria-labelledby={`application-${a.userId}`}>
              <h2 id={`application-${a.userId}`} className={styles.messageTitle}>
                <span className={styles.kind}>{a.name}</span> <time dateTime={a.iso}>{a.date}</time>
              </h2>
              <p className={styles.sender}>
                <a href={`mailto:${a.email}`}>{a.email}</a>
                {a.city ? ` · ${a.city}` : ''}
              </p>
              <dl className={styles.fields}>
                <div>
                  <dt>{t('beheer.partner_website')}</dt>
                  <dd>{a.website}</dd>
                </div>
                <div>
                  <dt>{t('beheer.partner_book_page')}</dt>
                  <dd>{a.bookPageUrl || t('beheer.partner_no_book_page')}</dd>
                </div>
                {a.company || a.nrVat ? (
                  <div>
                    <dt>{t('beheer.partner_company')}</dt>
                    <dd>{[a.company, a.nrVat].filter(Boolean).join(' · ')}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('beheer.partner_bank')}</dt>
                  <dd>{a.bank}</dd>
                </div>
                <div>
                  <dt>{t('beheer.partner_motivation')}</dt>
                  <dd>{a.motivation}</dd>
                </div>
              </dl>
              <Form method="post" className={styles.handle}>
                <CsrfField token={csrf} />
                <input type="hidden" name="user" value={a.userId} />
                <button type="submit" name="decision" value="approve" className="button button-primary">
                  {t('beheer.partner_approve')}
                  <span className="visually-hidden"> ({a.name})</span>
                </button>{' '}
                <button type="submit" name="decision" value="reject" className="button button-secondary">
                  {t('beheer.partner_reject')}
                  <span className="visually-hidden"> ({a.name})</span>
                </button>
              </Form>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
