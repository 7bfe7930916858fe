// Issue 31: the one upload form of the staff pages — a book's cover, an author's picture, a category's or banner's
// image, a video's file, captions or poster. A document post (not the router's fetch) of one file with the CSRF token
// to its own Fastify route behind the staff upload gate, which reads the file and answers with a redirect; a refusal
// comes back in the address and shows by the file field. Issue 29's checked form checks the same rule in the browser
// first. The file field is empty again after the server's answer, so while it is, the server's reason stays by it
// (not the rule's 'choose a file').
import type { ReactNode } from 'react';
import type { FieldErrors, PostedFields, TextRef } from '../../../domain/account-forms';
import { CsrfField, FileField } from '../forms/Fields';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import styles from './StaffOrders.module.css';

export function FileUploadForm(props: {
  /** The form's id prefix ('book-cover'); the form is `${form}-form`. */
  form: string;
  /** Where the file goes. */
  action: string;
  csrf: string;
  /** The file field's name. */
  field: string;
  label: string;
  hint?: string | undefined;
  accept: string;
  /** The rule the server applies to the fields as posted (a file counts by its name). */
  validate: (fields: PostedFields) => FieldErrors;
  /** The server's reason for the last upload, or null. */
  refusal: TextRef | null;
  /** The summary's title above a refused form. */
  refusedTitle: string;
  /** The button's words (with any words only a screen reader needs). */
  button: ReactNode;
  /** The form's accessible name: the id of its heading, or a label. */
  name: { labelledBy: string } | { label: string };
  /** What the page shows between the summary and the form (the current file, say). */
  children?: ReactNode;
}) {
  const { form, field, refusal } = props;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${form}-form`,
    validate: (fields) => {
      const errors = { ...props.validate(fields) };
      if (refusal && (fields[field] ?? '') === '') delete errors[field];
      return errors;
    },
    server: refusal ? { errors: { [field]: refusal }, values: {} } : undefined,
    initial: { [field]: '' },
  });
  return (
    <>
      <ErrorSummary
        form={form}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={[field]}
        title={props.refusedTitle}
      />
      {props.children}
      <form
        {...checked.props}
        method="post"
        action={props.action}
        encType="multipart/form-data"
        className={styles.filter}
        {...('labelledBy' in props.name
          ? { 'aria-labelledby': props.name.labelledBy }
          : { 'aria-label': props.name.label })}
      >
        <CsrfField token={props.csrf} />
        <FileField
          form={form}
          name={field}
          label={props.label}
          hint={props.hint}
          message={checked.message(field)}
          accept={props.accept}
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-secondary">
            {props.button}
          </button>
        </div>
      </form>
    </>
  );
}
