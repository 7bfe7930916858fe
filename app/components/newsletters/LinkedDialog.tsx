import { X } from '../ui/icons/X';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './LinkedDialog.module.css';

export interface LinkedDialogProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The address without this dialog: closing goes there. */
  closeHref: string;
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * A dialog that belongs to an address (/overview-newsletters/2647, /?mailing=…&view=web). The server renders it
 * open, so it is readable without JavaScript and its close button is a plain link; after hydration it becomes
 * a modal <dialog> (Escape closes it, spec 1 §2.2; the page behind is inert), and closing navigates to
 * closeHref, so the address always says whether the dialog is open.
 */
export function LinkedDialog({ title, subtitle, closeHref, children, actions }: LinkedDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const t = useT();
  const target = useRef(closeHref);
  useEffect(() => {
    target.current = closeHref;
  }, [closeHref]);

  // A layout effect: it runs before paint (no flash of the non-modal dialog), and its clean-up runs before
  // React removes the element, so leaving the page through a link never counts as closing the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let upgrading = false;
    if (!dialog.matches(':modal')) {
      upgrading = true;
      if (dialog.open) dialog.close();
      dialog.showModal();
      upgrading = false;
    }
    const onClose = () => {
      // The close() of the upgrade above fires 'close' too (at once or a moment later): not the visitor's.
      if (upgrading || dialog.open) return;
      void navigate(target.current, { preventScrollReset: true });
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [navigate]);

  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          <Link
            to={closeHref}
            preventScrollReset
            className={`icon-button ${styles.close}`}
            onClick={(event) => {
              if (!ref.current?.open) return;
              event.preventDefault();
              ref.current.close();
            }}
          >
            <X aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('dialog.close')}</span>
          </Link>
        </div>
        {/* Focusable: on a small screen the body scrolls, and keyboard users must be able to scroll it. */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}
