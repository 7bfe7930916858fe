// A question the cart page asks (delete a line, compare two carts): the shared server-open dialog frame with the
// cart's look. Rendered only while it is asked; without JavaScript the answer to a form post is the page with
// the question in view, after hydration a modal <dialog> (spec 3 §2).
import type { ReactNode } from 'react';
import { ServerOpenDialog } from '../ui/ServerOpenDialog';
import styles from './CartDialog.module.css';

export interface CartDialogProps {
  title: ReactNode;
  /** Without JavaScript the close button is this link (the page without the question). */
  closeHref: string;
  /** With JavaScript: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}

export function CartDialog(props: CartDialogProps) {
  return <ServerOpenDialog {...props} styles={styles} />;
}
