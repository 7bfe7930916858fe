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
import { CsrfField } from '../forms/Fields';
import { useT } from '../../lib/texts';
import { FileUploadForm } from './FileUploadForm';
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
  const { form, refusal, current, texts } = props;
  const t = useT();
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
        <FileUploadForm
          form={form}
          action={props.action}
          csrf={props.csrf}
          field={IMAGE_FILE_FIELD}
          label={texts.field}
          hint={texts.hint}
          accept="image/jpeg,image/png,image/webp"
          validate={imageUploadFormErrors}
          refusal={refusal ? IMAGE_REFUSALS[refusal] : null}
          refusedTitle={t('beheer.shelves.image.refused')}
          button={texts.upload}
          name={{ label: texts.upload }}
        />
      </div>
    </div>
  );
}
