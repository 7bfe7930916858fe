// /beheer/berichten (issue 15 #3): what visitors sent with the contact, call-me-back and press forms, newest
// first — kind, date, sender and content — so staff see every message even when its mail was lost.
import { data, Form, Link, redirect, useLoaderData } from 'react-router';
import { displayText } from '../../domain/account-input';
import { CONTACT_FORM_FIELDS } from '../../domain/contact-forms';
import { CsrfField } from '../components/forms/Fields';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import styles from '../components/contact/Beheer.module.css';
import type { Route } from './+types/beheer-messages';

const PER_PAGE = 25;
const SENDER_FIELDS = new Set(['firstname', 'lastname', 'email', 'phonenr']);
const DATE = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'messages');
  const raw = new URL(request.url).searchParams.get('pagina');
  const page = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1) throw data(null, { status: 404 });
  const { messages, total } = await context.services.forms.messages({ page, perPage: PER_PAGE });
  return data(
    {
      csrf: context.auth.csrfToken(),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
      messages: messages.map((m) => ({
        id: m.id,
        kind: m.kind,
        date: DATE.format(m.createdAt),
        iso: m.createdAt.toISOString(),
        fields: m.fields,
        handled: m.handledAt ? DATE.format(m.handledAt) : null,
        // A tip (send to friend, kind 'friend') has no contact-form field list: its fields as stored.
        order:
          (CONTACT_FORM_FIELDS as Partial<Record<string, readonly string[]>>)[m.kind] ??
          Object.keys(m.fields),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** 'Afgehandeld': staff mark a message done; back to the same page of the list (303, also without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'messages');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const id = Number(fields.id);
  const valid = Number.isInteger(id) && id > 0;
  if (valid) await context.services.forms.markHandled(id, actor);
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}${valid ? `#bericht-${id}` : ''}`, 303);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Berichten · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerMessages() {
  const { csrf, messages, page, pages, total } = useLoaderData<typeof loader>();
  const t = useT();
  const label = (field: string) => t(`field.${field}`);
  return (
    <section className={styles.section} aria-labelledby="messages-title">
      <h1 id="messages-title">{t('beheer.messages')}</h1>
      <p>{t('beheer.messages_intro')}</p>
      <p className={styles.muted}>{t('beheer.messages_count', { n: total })}</p>
      {messages.length === 0 ? <p>{t('beheer.messages_empty')}</p> : null}
      <ol className={styles.messages}>
        {messages.map((m) => {
          const name = [m.fields.firstname, m.fields.lastname]
            .filter((part): part is string => Boolean(part))
            .map(displayText)
            .join(' ');
          return (
            <li key={m.id}>
              <article id={`bericht-${m.id}`} className={styles.message} aria-labelledby={`message-${m.id}`}>
                <h2 id={`message-${m.id}`} className={styles.messageTitle}>
                  <span className={styles.kind}>{t(`beheer.kind.${m.kind}`)}</span>{' '}
                  <time dateTime={m.iso}>{m.date}</time>
                </h2>
                <p className={styles.sender}>
                  <span className="visually-hidden">{t('beheer.column_sender')}: </span>
                  {name}
                  {m.fields.email ? (
                    <>
                      {' · '}
                      <a href={`mailto:${m.fields.email}`}>{m.fields.email}</a>
                    </>
                  ) : (
                    <span className={styles.muted}> · {t('beheer.no_email')}</span>
                  )}
                  {m.fields.phonenr ? (
                    <>
                      {' · '}
                      <a href={`tel:${m.fields.phonenr.replace(/[^\d+]/g, '')}`}>{m.fields.phonenr}</a>
                    </>
                  ) : null}
                </p>
                <dl className={styles.fields}>
                  {m.order
                    .filter((field) => !SENDER_FIELDS.has(field) && (m.fields[field] ?? '') !== '')
                    .map((field) => (
                      <div key={field}>
                        <dt>{label(field)}</dt>
                        <dd>
                          {field === 'book_select' && m.fields.book_title
                            ? `${m.fields.book_title} (${m.fields[field]})`
                            : displayText(m.fields[field]!)}
                        </dd>
                      </div>
                    ))}
                </dl>
                {m.handled ? (
                  <p className={styles.handled}>{t('beheer.handled_on', { date: m.handled })}</p>
                ) : (
                  <Form method="post" className={styles.handle}>
                    <CsrfField token={csrf} />
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" className="button button-secondary">
                      {t('beheer.mark_handled')}
                      <span className="visually-hidden">
                        {' '}
                        ({t(`beheer.kind.${m.kind}`)}, {m.date})
                      </span>
                    </button>
                  </Form>
                )}
              </article>
            </li>
          );
        })}
      </ol>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('beheer.page', { page, pages })}>
          {page > 1 ? <Link to={`?pagina=${page - 1}`}>{t('beheer.newer')}</Link> : null}
          <span>{t('beheer.page', { page, pages })}</span>
          {page < pages ? <Link to={`?pagina=${page + 1}`}>{t('beheer.older')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
