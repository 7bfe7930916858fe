import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './NewsletterActions.module.css';

/** The newsletter's two calls to action: subscribe, and all past newsletters (sidebar block and home teaser). */
export function NewsletterActions() {
  const t = useT();
  return (
    <div className={styles.actions}>
      <Link to="/newsletter" className="button button-primary">
        {t('shell.newsletter_subscribe')}
      </Link>
      <Link to="/overview-newsletters" className={styles.all}>
        {t('shell.newsletter_all')}
      </Link>
    </div>
  );
}
