// The filter above a staff list (issue 30): a GET form whose values live in the address, so a filtered list can be
// bookmarked and paged without JavaScript; a value that cannot be used gets its message by its field and in the
// summary above the form. The orders, mail, customers, newsletter and monitor pages put their own fields inside.
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { FieldErrors } from '../../../domain/account-forms';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import styles from './StaffOrders.module.css';

export function StaffFilter(props: {
  /** The form's id prefix (its fields' ids and the summary's links). */
  form: string;
  errors: FieldErrors;
  /** The fields in page order. */
  order: readonly string[];
  summaryTitle: string;
  /** The form's accessible name. */
  label: string;
  apply: string;
  /** Back to the unfiltered list. */
  clear: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <ErrorSummary
        form={props.form}
        errors={props.errors}
        formError={null}
        order={props.order}
        title={props.summaryTitle}
      />
      <Form method="get" className={styles.filter} aria-label={props.label}>
        {props.children}
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary">
            {props.apply}
          </button>
          <Link to={props.clear.to}>{props.clear.label}</Link>
        </div>
      </Form>
    </>
  );
}
