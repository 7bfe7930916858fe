// Issue 30: the staff lists' shared frame — a table that scrolls sideways on a phone inside a focusable, named
// region (so the keyboard can scroll it and axe accepts it), and the pager under it ('Pagina 2 van 7' with the
// links either side). The orders list, an order's lines and attempts, and the audit log use them.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './StaffOrders.module.css';

export function StaffTable(props: {
  /** The id of the heading or caption that names the table. */
  labelledBy: string;
  /** A caption of its own, read by screen readers only; leave out where a heading names the table. */
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={props.labelledBy} tabIndex={0}>
      <table className={styles.table}>
        {props.caption ? (
          <caption id={props.labelledBy} className="visually-hidden">
            {props.caption}
          </caption>
        ) : null}
        {props.children}
      </table>
    </div>
  );
}

export function StaffPager(props: {
  page: number;
  pages: number;
  previous: { to: string; label: string } | null;
  next: { to: string; label: string } | null;
}) {
  const t = useT();
  if (props.pages <= 1) return null;
  const where = t('beheer.page', { page: props.page, pages: props.pages });
  return (
    <nav className={styles.pager} aria-label={where}>
      {props.previous ? <Link to={props.previous.to}>{props.previous.label}</Link> : null}
      <span>{where}</span>
      {props.next ? <Link to={props.next.to}>{props.next.label}</Link> : null}
    </nav>
  );
}
