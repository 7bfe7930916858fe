// Spec 3 §2/§3/§5 the press request at /press, /pers and /media (issue 15 #1): a journalist asks for a review copy
// of one of the own publications (the select lists them by title); every name, address, phone, media and remark
// field is required.
import { useState } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import { CONTACT_FORM_FIELDS } from '../../domain/contact-forms';
import { ContactForm } from '../components/contact/ContactForm';
import styles from '../components/contact/Contact.module.css';
import { TextAreaField } from '../components/contact/TextAreaField';
import type { ContactFormResult } from '../components/contact/types';
import { SelectField } from '../components/forms/Fields';
import formStyles from '../components/forms/Form.module.css';
import { contactFormAction, contactFormLoader } from '../lib/contact-forms.server';
import { formPageHeaders } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/press';

export const handle = { layout: 'single-column' };

export const loader = ({ context }: Route.LoaderArgs) => contactFormLoader('press', context);
export const action = ({ request, context }: Route.ActionArgs) =>
  contactFormAction('press', request, context);

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('press.title')),
    description: t('press.description'),
    path: '/press',
  });
}

function BookSelect(props: {
  books: readonly { sku: string; title: string }[];
  defaultValue: string;
  message: string | undefined;
}) {
  const t = useT();
  const [value, setValue] = useState(props.defaultValue);
  return (
    <SelectField
      form="press"
      name="book_select"
      label={t('field.book_select')}
      options={[
        { value: '', label: t('field.book_select_choose') },
        ...props.books.map((book) => ({ value: book.sku, label: book.title })),
      ]}
      value={value}
      onChange={setValue}
      message={props.message}
    />
  );
}

export default function PressPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Partial<ContactFormResult> | undefined;
  const t = useT();
  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('press.title')}</h1>
      <ContactForm
        form="press"
        intro={t('press.intro')}
        fields={CONTACT_FORM_FIELDS.press}
        loaded={loaded}
        result={result}
        submitLabel={t('press.submit')}
        sentText={t('press.sent')}
      >
        {({ text, value, message }) => (
          <>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('press.person_legend')}</legend>
              <div className={formStyles.row}>
                {text('firstname', t('field.firstname'), { autoComplete: 'given-name' })}
                {text('lastname', t('field.lastname'), { autoComplete: 'family-name' })}
              </div>
              {text('email', t('field.email'), {
                type: 'email',
                inputMode: 'email',
                autoComplete: 'email',
              })}
              {text('phonenr', t('field.phonenr'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
              {text('media', t('field.media'), { autoComplete: 'organization' })}
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('press.address_legend')}</legend>
              <div className={formStyles.row}>
                {text('address', t('field.address'), { autoComplete: 'address-line1' })}
                {text('housenr', t('field.housenr'))}
              </div>
              <div className={formStyles.row}>
                {text('zipcode', t('field.zipcode'), { autoComplete: 'postal-code' })}
                {text('city', t('field.city'), { autoComplete: 'address-level2' })}
              </div>
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('press.request_legend')}</legend>
              <BookSelect
                books={loaded.books}
                defaultValue={value('book_select') ?? ''}
                message={message('book_select')}
              />
              <TextAreaField
                form="press"
                name="remark"
                label={t('field.remark')}
                defaultValue={value('remark')}
                message={message('remark')}
                maxLength={loaded.maxTextLength}
                required
              />
            </fieldset>
          </>
        )}
      </ContactForm>
    </div>
  );
}
