import { useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './TopLists.module.css';

/**
 * Spec 1 §2.7 loading text. Switching views stays on the page while the router fetches its data in the
 * browser; this says so (politely, and only after a short delay in the styles, so a fast answer shows nothing).
 */
export function LoadingNotice() {
  const t = useT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <p role="status" className={loading ? styles.loading : 'visually-hidden'}>
      {loading ? t('top60.loading') : ''}
    </p>
  );
}
