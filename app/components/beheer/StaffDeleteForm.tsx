// The delete form under a content row's edit form (decision 743: Top 10 sections and events; the banners and
// quotes pages write the same by hand): a plain POST with the CSRF token, the row's id and intent delete, behind a
// clearly named button with the warning that it cannot be undone. A row that may not be deleted (an event with
// registrations) shows why instead of the button; a refusal the server gave (the same reason, met under its row
// lock) shows by the form as an alert.
import { Form } from 'react-router';
import { CsrfField } from '../forms/Fields';
import { Feedback } from '../forms/Feedback';

export function StaffDeleteForm(props: {
  csrf: string;
  id: number;
  /** The form's accessible name and its heading, e.g. "Top 10-lijst verwijderen". */
  title: string;
  /** What the button does, as the title when not given. */
  button?: string;
  /** The warning above the button. */
  intro: string;
  /** Why this row cannot be deleted now: shown instead of the button. */
  blocked?: string | null;
  /** The server's refusal of a delete just sent. */
  refusal?: string | null;
}) {
  const headingId = `delete-${props.id}-title`;
  return (
    <Form method="post" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <CsrfField token={props.csrf} />
      <input type="hidden" name="id" value={props.id} />
      {props.refusal ? (
        <Feedback tone="error">
          <p>{props.refusal}</p>
        </Feedback>
      ) : null}
      {props.blocked ? (
        props.refusal ? null : (
          <p>{props.blocked}</p>
        )
      ) : (
        <>
          <p>{props.intro}</p>
          <button type="submit" name="intent" value="delete" className="button button-secondary">
            {props.button ?? props.title}
          </button>
        </>
      )}
    </Form>
  );
}
