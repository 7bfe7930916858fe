// A dialog that belongs to an address (/overview-newsletters/2647, /?mailing=…&view=web): the shared
// server-open dialog frame, readable without JavaScript; after hydration a modal <dialog> (Escape closes it,
// spec 1 §2.2; the page behind is inert), and closing navigates to closeHref, so the address always says
// whether the dialog is open.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ServerOpenDialog } from '../ui/ServerOpenDialog';
import styles from './LinkedDialog.module.css';

export interface LinkedDialogProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The address without this dialog: closing goes there. */
  closeHref: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function LinkedDialog(props: LinkedDialogProps) {
  const navigate = useNavigate();
  return (
    <ServerOpenDialog
      {...props}
      styles={styles}
      focusableBody
      onClose={() => void navigate(props.closeHref, { preventScrollReset: true })}
    />
  );
}
