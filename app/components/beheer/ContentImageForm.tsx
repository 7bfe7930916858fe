// Issue 31 "Content" (decisions 711–712): the picture of an author (/beheer/auteurs/:id) or the image of a category
// (/beheer/categorieen/:id) — the one stored now, the upload (a document post to its own route behind the staff
// upload gate, server/http/content-image-upload.ts; a refusal comes back as ?afbeelding=… and shows by the file
// field) and, when there is one, a remove button (a post to the page's own action with the path shown, so a tab
// that shows an older picture removes nothing).
import { Form } from 'react-router';
import {
  IMAGE_FILE_FIELD,
  IMAGE_REFUSALS,
  type ImageRefusal,
  imageUploadFormErrors,
} from '../../../domain/content-images';
import { CsrfField, FileField } from '../forms/Fields';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';
import styles from './StaffOrders.module.css';
import imageStyles from './ContentImageForm.module.css';

export function ContentImageForm(props: {
  /** The form's id prefix ('author-picture'). */
  form: string;
  /** Where the upload goes. */
  action: string;
  csrf: string;
  /** The stored image's path under /media/, or null. */
  current: string | null;
  refusal: ImageRefusal | null;
  /** Drawn size of the current image on this page. */
  size: { width: number; height: number };
  texts: { current: string; none: string; field: string; hint: string; upload: string; remove: string };
}) {
  const t = useT();
  const { form, refusal, current, texts } = props;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${form}-form`,
    validate: imageUploadFormErrors,
    server: refusal ? { errors: { [IMAGE_FILE_FIELD]: IMAGE_REFUSALS[refusal] }, values: {} } : undefined,
    initial: { [IMAGE_FILE_FIELD]: '' },
  });
  return (
    <div className={imageStyles.frame}>
      {current ? (
        <figure className={imageStyles.figure}>
          <img
            src={`/media/${current}`}
            alt={texts.current}
            width={props.size.width}
            height={props.size.height}
            className={imageStyles.image}
          />
          <Form method="post">
            <CsrfField token={props.csrf} />
            <input type="hidden" name="shown" value={current} />
            <button type="submit" name="intent" value="remove-image" className="button button-secondary">
              {texts.remove}
            </button>
          </Form>
        </figure>
      ) : (
        <p>{texts.none}</p>
      )}
      <div>
        <ErrorSummary
          form={form}
          shown={checked.summary}
          focusKey={checked.summaryKey}
          formError={null}
          order={[IMAGE_FILE_FIELD]}
          title={t('beheer.shelves.image.refused')}
        />
        {/* A document post (not the router's fetch): the route reads the image and answers with a redirect. */}
        <form
          {...checked.props}
          method="post"
          action={props.action}
          encType="multipart/form-data"
          className={styles.filter}
          aria-label={texts.upload}
        >
          <CsrfField token={props.csrf} />
          <FileField
            form={form}
            name={IMAGE_FILE_FIELD}
            label={texts.field}
            hint={texts.hint}
            message={checked.message(IMAGE_FILE_FIELD)}
            accept="image/jpeg,image/png,image/webp"
          />
          <div className={formStyles.actions}>
            <button type="submit" className="button button-secondary">
              {texts.upload}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
