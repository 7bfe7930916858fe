// Spec 3 §2/§3/§5 call-me-back at /call-me-back, /belterug and /belmeterug (issue 15 #1): names of at least 2
// characters, a phone number of at least 8, an optional email (then a confirmation) and an optional question.
import { useActionData, useLoaderData } from 'react-router';
import {
  CALLBACK_NAME_MIN_LENGTH,
  CALLBACK_PHONE_MIN_LENGTH,
  CONTACT_FORM_FIELDS,
} from '../../domain/contact-forms';
import { ContactForm } from '../components/contact/ContactForm';
import { TextAreaField } from '../components/contact/TextAreaField';
import type { ContactFormResult } from '../components/contact/types';
import formStyles from '../components/forms/Form.module.css';
import { contactFormAction, contactFormLoader } from '../lib/contact-forms.server';
import { formPageHeaders } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/call-me-back';

export const handle = { layout: 'single-column' };

export const loader = ({ context }: Route.LoaderArgs) => contactFormLoader('callback', context);
export const action = ({ request, context }: Route.ActionArgs) =>
  contactFormAction('callback', request, context);

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('callback.title')),
    description: t('callback.description'),
    path: '/call-me-back',
  });
}

export default function CallMeBackPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Partial<ContactFormResult> | undefined;
  const t = useT();
  const minimum = (n: number) => t('form_errors.min_length', { n });
  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('callback.title')}</h1>
      <ContactForm
        form="callback"
        intro={t('callback.intro')}
        fields={CONTACT_FORM_FIELDS.callback}
        loaded={loaded}
        result={result}
        submitLabel={t('callback.submit')}
        sentText={t('callback.sent')}
      >
        {({ text, value, message }) => (
          <>
            <div className={formStyles.row}>
              {text('firstname', t('field.firstname'), {
                autoComplete: 'given-name',
                hint: minimum(CALLBACK_NAME_MIN_LENGTH),
              })}
              {text('lastname', t('field.lastname'), {
                autoComplete: 'family-name',
                hint: minimum(CALLBACK_NAME_MIN_LENGTH),
              })}
            </div>
            {text('phonenr', t('field.phonenr'), {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
              hint: minimum(CALLBACK_PHONE_MIN_LENGTH),
            })}
            {text('email', t('field.email'), {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              optional: true,
            })}
            <TextAreaField
              form="callback"
              name="question"
              label={t('field.callback_question')}
              defaultValue={value('question')}
              message={message('question')}
              maxLength={loaded.maxTextLength}
              optional
            />
          </>
        )}
      </ContactForm>
    </div>
  );
}
