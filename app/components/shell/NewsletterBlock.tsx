import { Mail } from '../ui/icons/Mail';
import { Link } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { NewsletterActions } from './NewsletterActions';
import styles from './NewsletterBlock.module.css';
import { SidebarBlock } from './SidebarBlock';

/** Spec 1 §2.2 newsletter block: the latest newsletter, all newsletters and the free signup. */
export function NewsletterBlock({ latest }: { latest: ShellData['latestNewsletter'] }) {
  const t = useT();
  return (
    <SidebarBlock title={t('shell.newsletter_title')} tone="card">
      <p className={styles.text}>
        <Mail aria-hidden="true" size={22} className={styles.icon} />
        <span>{t('shell.newsletter_text')}</span>
      </p>
      {latest ? (
        <p className={styles.latest}>
          <Link to={`/overview-newsletters/${latest.week}`}>
            {t('shell.newsletter_latest', { title: latest.title })}
          </Link>
        </p>
      ) : null}
      <NewsletterActions />
    </SidebarBlock>
  );
}
