import { ArrowLeft } from '../ui/icons/ArrowLeft';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './BackButton.module.css';

/** Spec 1 §2.2 back button on non-home pages; a visitor who landed here directly goes home instead. */
export function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else navigate('/');
      }}
    >
      <ArrowLeft aria-hidden="true" size={18} />
      {t('shell.back')}
    </button>
  );
}
