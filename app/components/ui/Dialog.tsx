import { X } from './icons/X';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/texts';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons or links along the bottom edge. */
  actions?: ReactNode;
  /** 'drawer' slides in from the left edge (mobile menu). */
  variant?: 'center' | 'drawer';
  /** Close when the backdrop outside the panel is clicked (drawer and informative dialogs). */
  closeOnBackdrop?: boolean;
}

/**
 * Spec 1 §2.2: every dialog closes on Escape. The native <dialog> with showModal() gives that, keeps focus
 * inside, makes the page behind inert and returns focus afterwards — no focus-trap library needed.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  variant = 'center',
  closeOnBackdrop = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${variant === 'drawer' ? styles.drawer : ''}`}
      aria-labelledby={titleId}
      // Escape and dialog.close() both end here, so the parent's state follows the element.
      onClose={onClose}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) ref.current.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={`icon-button ${styles.close}`}
            onClick={() => ref.current?.close()}
          >
            <X aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('dialog.close')}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}
