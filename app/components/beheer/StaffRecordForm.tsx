// The add and edit form of the content pages staff edit row by row (issue 31 "Content": notifications, banners,
// quotes; app/lib/staff-records.server.ts is their action): the summary of what is wrong, the checked form
// (use-checked-form.ts with the kind's own rule, the server's), the row's id when editing, and the buttons. The
// page gives the fields; a refusal of this form gives back what was typed.
import type { ReactNode } from 'react';
import { Form, Link, useActionData } from 'react-router';
import type { FieldErrors, PostedFields } from '../../../domain/account-forms';
import { CsrfField } from '../forms/Fields';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';
import styles from './StaffOrders.module.css';

type Values = Record<string, string>;

export function StaffRecordForm(props: {
  form: string;
  csrf: string;
  /** The row's id when editing; null for the add form. */
  id: number | null;
  initial: Values;
  /** The fields in page order. */
  order: readonly string[];
  validate: (fields: PostedFields) => FieldErrors;
  summaryTitle: string;
  /** Where 'Annuleren' goes (the list) when editing. */
  cancelTo: string;
  children: (form: { values: Values; message: (name: string) => string | undefined }) => ReactNode;
}) {
  const t = useT();
  const answer = useActionData() as { form: string; errors: FieldErrors; values: Values } | undefined;
  const refusal = answer?.form === props.form ? answer : undefined;
  const values: Values = refusal?.values ?? props.initial;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${props.form}-form`,
    validate: props.validate,
    server: refusal,
    initial: values,
  });
  const editing = props.id !== null;
  return (
    <>
      <ErrorSummary
        form={props.form}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={props.order}
        title={props.summaryTitle}
      />
      <Form
        {...checked.props}
        method="post"
        className={styles.filter}
        aria-labelledby={`${props.form}-title`}
      >
        <CsrfField token={props.csrf} />
        {editing ? <input type="hidden" name="id" value={props.id!} /> : null}
        {props.children({ values, message: checked.message })}
        <div className={formStyles.actions}>
          <button
            type="submit"
            name="intent"
            value={editing ? 'save' : 'add'}
            className="button button-primary"
          >
            {t(editing ? 'beheer.notifications.save' : 'beheer.notifications.add')}
          </button>
          {editing ? <Link to={props.cancelTo}>{t('beheer.notifications.cancel')}</Link> : null}
        </div>
      </Form>
    </>
  );
}
