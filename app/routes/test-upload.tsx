// Spec 3 §2 "Test pages /test-upload and /test-abort exist" (decision 451): a file sent as a plain multipart form
// post reaches the server — the page says what arrived (name, size, type) and keeps nothing. The form has the
// visitor's CSRF token like every form; the page body limit (1 MB) holds here as everywhere.
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { CSRF_FIELD, csrfRefusal, PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/test-upload';

export const handle = { layout: 'single-column' };

/** What arrived: never the content, only its facts. */
type Received = { name: string; size: number; type: string };
type UploadResult = { received?: Received; error?: 'missing' | 'empty'; formError?: { key: string } };

export function loader({ context }: Route.LoaderArgs) {
  return data({ csrf: context.auth.csrfToken() }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (!context.auth.csrfValid(form.get(CSRF_FIELD))) return csrfRefusal({});
  const file = form.get('bestand');
  if (!(file instanceof File) || file.name === '')
    return data<UploadResult>({ error: 'missing' }, { status: 400, headers: PRIVATE_HEADERS });
  if (file.size === 0)
    return data<UploadResult>({ error: 'empty' }, { status: 400, headers: PRIVATE_HEADERS });
  return data<UploadResult>(
    { received: { name: file.name, size: file.size, type: file.type || 'onbekend' } },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('test_upload.title')),
    description: t('test_upload.intro'),
    path: '/test-upload',
    noindex: true,
  });
}

const bytes = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
function formatSize(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${bytes.format(size / 1024)} kB`;
  return `${bytes.format(size / 1024 / 1024)} MB`;
}

export default function TestUploadPage() {
  const { csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as UploadResult | undefined;
  const t = useT();
  const error = result?.error ? t(`test_upload.${result.error}`) : null;
  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('test_upload.title')}</h1>
      <p className={formStyles.intro}>{t('test_upload.intro')}</p>
      {result?.received ? (
        <Feedback tone="success">
          <p>
            {t('test_upload.received', {
              name: result.received.name,
              size: formatSize(result.received.size),
              type: result.received.type,
            })}
          </p>
        </Feedback>
      ) : null}
      {result?.formError ? (
        <Feedback tone="error">
          <p>{t(result.formError.key)}</p>
        </Feedback>
      ) : null}
      <Form method="post" encType="multipart/form-data" className={formStyles.form} reloadDocument>
        <CsrfField token={csrf} />
        <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
          <label htmlFor="test-upload-file" className={formStyles.label}>
            {t('test_upload.file', { max: '1 MB' })}
          </label>
          <input
            id="test-upload-file"
            name="bestand"
            type="file"
            className={formStyles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'test-upload-file-error' : undefined}
          />
          {error ? (
            <p id="test-upload-file-error" className={formStyles.error}>
              {error}
            </p>
          ) : null}
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary">
            {t('test_upload.submit')}
          </button>
        </div>
      </Form>
    </div>
  );
}
