// Spec 3 §2/§3/§5 the contact form at /contact, /remarks and /vragen (issue 15 #1): firstname, lastname, email,
// phonenr and the question with its counter; stored, mailed to staff and confirmed to the sender.
import { useActionData, useLoaderData } from 'react-router';
import { CONTACT_FORM_FIELDS } from '../../domain/contact-forms';
import { ContactForm } from '../components/contact/ContactForm';
import styles from '../components/contact/Contact.module.css';
import { TextAreaField } from '../components/contact/TextAreaField';
import type { ContactFormResult } from '../components/contact/types';
import formStyles from '../components/forms/Form.module.css';
import { contactFormAction, contactFormLoader } from '../lib/contact-forms.server';
import { formPageHeaders } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/contact';

export const handle = { layout: 'single-column' };

export const loader = ({ context }: Route.LoaderArgs) => contactFormLoader('contact', context);
export const action = ({ request, context }: Route.ActionArgs) =>
  contactFormAction('contact', request, context);

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('contact.title')),
    description: t('contact.description'),
    path: '/contact',
  });
}

export default function ContactPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Partial<ContactFormResult> | undefined;
  const t = useT();
  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('contact.title')}</h1>
      <div className={formStyles.columns}>
        <ContactForm
          form="contact"
          intro={t('contact.intro')}
          fields={CONTACT_FORM_FIELDS.contact}
          loaded={loaded}
          result={result}
          submitLabel={t('contact.submit')}
          sentText={t('contact.sent')}
        >
          {({ text, value, message }) => (
            <>
              <div className={formStyles.row}>
                {text('firstname', t('field.firstname'), { autoComplete: 'given-name' })}
                {text('lastname', t('field.lastname'), { autoComplete: 'family-name', optional: true })}
              </div>
              {text('email', t('field.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
              {text('phonenr', t('field.phonenr'), {
                type: 'tel',
                inputMode: 'tel',
                autoComplete: 'tel',
                optional: true,
              })}
              <TextAreaField
                form="contact"
                name="question"
                label={t('field.question')}
                defaultValue={value('question')}
                message={message('question')}
                maxLength={loaded.maxTextLength}
                required
              />
            </>
          )}
        </ContactForm>
        <aside className={`${formStyles.panel} ${styles.aside}`} aria-labelledby="contact-other">
          <h2 id="contact-other">{t('contact.other_ways')}</h2>
          {loaded.contactPhone ? (
            <p>
              <a href={`tel:${loaded.contactPhone.replace(/[^\d+]/g, '')}`}>
                {t('contact.phone', { phone: loaded.contactPhone })}
              </a>
            </p>
          ) : null}
          {loaded.contactEmail ? (
            <p>
              <a href={`mailto:${loaded.contactEmail}`}>
                {t('contact.email', { email: loaded.contactEmail })}
              </a>
            </p>
          ) : null}
          <p>
            <a href="/call-me-back">{t('contact.callback_link')}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
