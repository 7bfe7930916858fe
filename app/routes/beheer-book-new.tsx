// /beheer/catalogus/nieuw (issue 31 "Books", decisions #680–#687): a book added by hand — its ISBN (an ISBN-10 is
// written as its ISBN-13; the check digit is verified, an ISBN the catalogue holds is refused), title, subtitle,
// first author (found by name or made) and language, and the fields of the edit form. One plain POST form with the
// CSRF token; a refusal keeps what was typed with the Dutch message by each field; an added book opens its edit
// page (there its cover can be uploaded). Adding sets a price, so it needs the 'book.new' level (decision #681).
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { BOOK_FIELD, NEW_BOOK_FIELD, newBookFormErrors } from '../../domain/book-edit';
import { DEFAULT_VAT_LOW } from '../../domain/vat';
import styles from '../components/beheer/StaffOrders.module.css';
import bookStyles from '../components/beheer/BookFields.module.css';
import { BookFields } from '../components/beheer/BookFields';
import { CsrfField, SelectField, textFieldsOf } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import { useState } from 'react';
import type { Route } from './+types/beheer-book-new';

const NEW_FORM = 'book-new';
const FIELD_ORDER = [...Object.values(NEW_BOOK_FIELD), ...Object.values(BOOK_FIELD)];

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, 'book.new');
  const choices = await context.services.staffBooks.choices();
  return data({ csrf: context.auth.csrfToken(), choices }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actorId = requireStaff(context, 'book.new');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  if (fields.intent !== 'add') throw data(null, { status: 400 });
  const result = await context.services.staffBooks.add({ id: actorId, mayChangePrices: true }, fields);
  if (result.kind === 'invalid') {
    const { [CSRF_FIELD]: _token, intent: _intent, ...values } = fields;
    return data({ errors: result.errors, values }, { status: 400, headers: PRIVATE_HEADERS });
  }
  throw redirect(`/beheer/catalogus/${encodeURIComponent(result.sku)}?gedaan=added`, 303);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Boek toevoegen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerBookNew() {
  const { csrf, choices } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useT();
  const typed: Record<string, string> = {
    [BOOK_FIELD.vat]: String(choices.vatRates[0] ?? DEFAULT_VAT_LOW),
    [BOOK_FIELD.stock]: '1',
    [NEW_BOOK_FIELD.lang]: choices.languages[0]?.abbr ?? 'NL',
    ...(refusal?.values ?? {}),
  };
  const [lang, setLang] = useState(typed[NEW_BOOK_FIELD.lang] ?? '');
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${NEW_FORM}-form`,
    validate: (fields) => newBookFormErrors(fields, { vatRates: choices.vatRates }),
    server: refusal ?? undefined,
    initial: typed,
  });
  const group = { form: NEW_FORM, value: (name: string) => typed[name] ?? '', message: checked.message };
  const field = textFieldsOf(group);
  return (
    <section className={styles.section} aria-labelledby="book-new-heading">
      <p>
        <Link to="/beheer/catalogus">{t('beheer.books.back')}</Link>
      </p>
      <h1 id="book-new-heading">{t('beheer.books.new_title')}</h1>
      {refusal ? (
        <Feedback tone="error">
          <p>{t('beheer.books.refused')}</p>
        </Feedback>
      ) : null}
      <ErrorSummary
        form={NEW_FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={FIELD_ORDER}
        title={t('beheer.books.summary')}
      />
      <Form {...checked.props} method="post" className={styles.filter} aria-labelledby="book-new-heading">
        <CsrfField token={csrf} />
        <fieldset className={bookStyles.fieldset}>
          <legend>{t('beheer.books.fields')}</legend>
          {field(NEW_BOOK_FIELD.sku, t('beheer.books.field.sku'), {
            inputMode: 'numeric',
            maxLength: 17,
            required: true,
          })}
          {field(NEW_BOOK_FIELD.title, t('beheer.books.field.title'), { maxLength: 300, required: true })}
          {field(NEW_BOOK_FIELD.subtitle, t('beheer.books.field.subtitle'), {
            maxLength: 300,
            optional: true,
          })}
          {field(NEW_BOOK_FIELD.authorFirstname, t('beheer.books.field.author_firstname'), {
            maxLength: 120,
            optional: true,
          })}
          {field(NEW_BOOK_FIELD.authorPrefix, t('beheer.books.field.author_prefix'), {
            maxLength: 120,
            optional: true,
          })}
          {field(NEW_BOOK_FIELD.authorLastname, t('beheer.books.field.author_lastname'), {
            maxLength: 120,
            optional: true,
          })}
          <SelectField
            form={NEW_FORM}
            name={NEW_BOOK_FIELD.lang}
            label={t('beheer.books.field.lang')}
            options={choices.languages.map((l) => ({ value: l.abbr, label: l.displayValue }))}
            value={lang}
            onChange={setLang}
            message={checked.message(NEW_BOOK_FIELD.lang)}
          />
        </fieldset>
        <BookFields
          form={NEW_FORM}
          value={group.value}
          message={checked.message}
          choices={choices}
          mayChangePrices
        />
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value="add" className="button button-primary">
            {t('beheer.books.add')}
          </button>
        </div>
      </Form>
    </section>
  );
}
