// /beheer (issue 15 #3): the staff area's start page, with the number of open form messages and the way to them.
import { Link, useLoaderData } from 'react-router';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import styles from '../components/contact/Beheer.module.css';
import type { Route } from './+types/beheer-home';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { total } = await context.services.forms.messages({ page: 1, perPage: 1 });
  return { messages: total };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerHome() {
  const { messages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="beheer-title">
      <h1 id="beheer-title">{t('beheer.title')}</h1>
      <ul className={styles.cards}>
        <li>
          <Link to="/beheer/berichten">{t('beheer.messages')}</Link>
          <span> · {t('beheer.messages_count', { n: messages })}</span>
        </li>
      </ul>
    </section>
  );
}
