// The filter above a staff list (issue 30): a GET form whose values live in the address, so a filtered list can be
// bookmarked and paged without JavaScript; a value that cannot be used gets its message by its field and in the
// summary above the form. The orders, mail, customers, newsletter and monitor pages put their own fields inside.
// A page that hands its filter's `…FormErrors` (`check`) gets issue 29's checked form: once the page runs, the
// browser refuses with the server's own messages what the server would (decision 621).
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { FieldErrors, PostedFields } from '../../../domain/account-forms';
import { ErrorSummary, useMessages } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import styles from './StaffOrders.module.css';

type Message = (field: string) => string | undefined;

interface StaffFilterProps {
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
  /** The server's rules over the fields as sent, and the fields as the address gave them. */
  check?: { validate: (fields: PostedFields) => FieldErrors; typed: Record<string, string> };
  /** The fields; a checked filter's are given the message each shows. */
  children: ReactNode | ((message: Message) => ReactNode);
}

function Frame(props: StaffFilterProps & { message: Message; summary: ReactNode; formProps?: object }) {
  return (
    <>
      {props.summary}
      <Form {...props.formProps} method="get" className={styles.filter} aria-label={props.label}>
        {typeof props.children === 'function' ? props.children(props.message) : props.children}
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

function PlainFilter(props: StaffFilterProps) {
  const message = useMessages(props.errors);
  const summary = (
    <ErrorSummary
      form={props.form}
      errors={props.errors}
      formError={null}
      order={props.order}
      title={props.summaryTitle}
    />
  );
  return <Frame {...props} message={message} summary={summary} />;
}

function CheckedFilter(props: StaffFilterProps & { check: NonNullable<StaffFilterProps['check']> }) {
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${props.form}-form`,
    validate: props.check.validate,
    server: { errors: props.errors, values: props.check.typed },
    initial: props.check.typed,
  });
  const summary = (
    <ErrorSummary
      form={props.form}
      shown={checked.summary}
      focusKey={checked.summaryKey}
      formError={null}
      order={props.order}
      title={props.summaryTitle}
    />
  );
  return <Frame {...props} message={checked.message} summary={summary} formProps={checked.props} />;
}

export function StaffFilter(props: StaffFilterProps) {
  return props.check ? <CheckedFilter {...props} check={props.check} /> : <PlainFilter {...props} />;
}
