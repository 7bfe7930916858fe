// The dialog frame shared by the cart's questions (CartDialog) and the dialogs that belong to an address
// (LinkedDialog): rendered open by the server, so it is readable and closable without JavaScript (the close
// button is a link to closeHref); after hydration it becomes a modal <dialog> (spec 1 §2.2, spec 3 §2: Escape
// closes it, focus stays inside and returns afterwards). Each caller brings its own look as a CSS module.
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import { X } from './icons/X';

export interface ServerOpenDialogProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Without JavaScript the close button is this link (the page without the dialog). */
  closeHref: string;
  /** With JavaScript: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** Focusable body: on a small screen it scrolls, and keyboard users must be able to scroll it. */
  focusableBody?: boolean;
  /** The caller's CSS module: dialog, panel, head, title, subtitle, close, body, actions. */
  styles: Readonly<Record<string, string>>;
}

export function ServerOpenDialog(props: ServerOpenDialogProps) {
  const { styles, title, subtitle, closeHref, children, actions } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  const close = useRef(props.onClose);
  useLayoutEffect(() => {
    close.current = props.onClose;
  }, [props.onClose]);

  // A layout effect: it runs before paint (no flash of the non-modal dialog), and its clean-up runs before
  // React removes the element, so leaving the page through a link never counts as the visitor's closing.
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
    const onCloseEvent = () => {
      // The close() of the upgrade above fires 'close' too (at once or a moment later): not the visitor's.
      if (upgrading || dialog.open) return;
      close.current();
    };
    dialog.addEventListener('close', onCloseEvent);
    return () => {
      dialog.removeEventListener('close', onCloseEvent);
      // Taken away while open (a caller's own Annuleer unmounts it): closing it first gives the focus back to what
      // opened it, as Escape does; a removed modal dialog would leave the focus nowhere (issue 29 #5).
      if (dialog.open) dialog.close();
    };
  }, []);

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
        <div className={styles.body} tabIndex={props.focusableBody ? 0 : undefined}>
          {children}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}
