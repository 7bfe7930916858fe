// /beheer/banners (issue 31 "Content", decisions 700, 703, 704): the own shop's sidebar banners — the list in the
// carousel's order (position, lowest first); the form that adds one; the same form for one chosen with
// ?bewerk=<id> (saving, or deleting it). A refused form says why by the field and keeps what was typed
// (domain/content-banners.ts, the browser's check and the server's). Plain POST forms with the CSRF token (intent
// add, save or delete); a change goes back to the list (303) saying what happened. A banner being edited also gets
// its image upload (decision 736): a document post to server/http/content-uploads.ts, resized into the carousel's
// slot, that comes back here with ?beeld=opgeslagen or the refusal by the file field. Medewerkers and up (404 for
// everyone else).
import { data, Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  BANNER_FIELDS as F,
  BANNER_IMAGE_FIELD,
  BANNER_IMG_MAX,
  BANNER_ORDER,
  BANNER_TEXT_MAX,
  bannerFormErrors,
} from '../../domain/content-banners';
import {
  MEDIA_REFUSALS,
  MEDIA_UPLOAD_MAX_MB,
  type MediaRefusal,
  mediaRefusalOf,
} from '../../domain/media-upload';
import { FileUploadForm } from '../components/beheer/FileUploadForm';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffRecordForm } from '../components/beheer/StaffRecordForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { editedRow, outcomeOf, recordAction } from '../lib/staff-records.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-banners';

const ADD_FORM = 'banner-add';
const EDIT_FORM = 'banner-edit';
const PATH = '/beheer/banners';

type Values = Record<string, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'banners');
  const url = new URL(request.url);
  const service = context.services.staffBanners;
  const editRow = await editedRow(url, service);
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: outcomeOf(url),
      imageStored: url.searchParams.get('beeld') === 'opgeslagen',
      imageRefusal: mediaRefusalOf(url.searchParams.get(BANNER_IMAGE_FIELD)),
      rows: await service.list(),
      editing: editRow
        ? {
            id: editRow.id,
            img: editRow.img,
            values: {
              [F.text1]: editRow.text1,
              [F.text2]: editRow.text2,
              [F.img]: editRow.img ?? '',
              [F.sku]: editRow.sku ?? '',
              [F.position]: String(editRow.position),
            } satisfies Values,
          }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return recordAction(request, context, {
    feature: 'banners',
    service: context.services.staffBanners,
    path: PATH,
    order: BANNER_ORDER,
    forms: { add: ADD_FORM, edit: EDIT_FORM },
  });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Banners · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function BannerForm(props: { form: string; csrf: string; id: number | null; initial: Values }) {
  const t = useT();
  return (
    <StaffRecordForm
      {...props}
      order={BANNER_ORDER}
      validate={bannerFormErrors}
      summaryTitle={t('beheer.banners.summary')}
      cancelTo={PATH}
    >
      {({ values, message }) => (
        <>
          <TextField
            form={props.form}
            name={F.text1}
            label={t('beheer.content.field.text1')}
            defaultValue={values[F.text1]}
            message={message(F.text1)}
            maxLength={BANNER_TEXT_MAX}
          />
          <TextField
            form={props.form}
            name={F.text2}
            label={t('beheer.content.field.text2')}
            defaultValue={values[F.text2]}
            message={message(F.text2)}
            optional
            maxLength={BANNER_TEXT_MAX}
          />
          <TextField
            form={props.form}
            name={F.img}
            label={t('beheer.content.field.img')}
            hint={t('beheer.content.field.img_hint')}
            defaultValue={values[F.img]}
            message={message(F.img)}
            optional
            maxLength={BANNER_IMG_MAX}
          />
          <TextField
            form={props.form}
            name={F.sku}
            label={t('beheer.content.field.sku')}
            hint={t('beheer.content.field.banner_sku_hint')}
            defaultValue={values[F.sku]}
            message={message(F.sku)}
            optional
            inputMode="numeric"
            maxLength={20}
          />
          <TextField
            form={props.form}
            name={F.position}
            label={t('beheer.content.field.position')}
            hint={t('beheer.content.field.position_hint')}
            defaultValue={values[F.position]}
            message={message(F.position)}
            inputMode="numeric"
            maxLength={3}
          />
        </>
      )}
    </StaffRecordForm>
  );
}

/** Where the carousel finds a banner's image (BannerCarousel): under /media/banners unless it names a full path. */
const imageSrc = (img: string) => (img.startsWith('/') ? img : `/media/banners/${img}`);

function ImageForm(props: { id: number; csrf: string; img: string | null; refusal: MediaRefusal | null }) {
  const t = useT();
  const form = 'banner-image';
  return (
    <>
      <h3 id={`${form}-title`}>{t('beheer.banners.image_title')}</h3>
      <p>{t('beheer.banners.image_intro', { max: MEDIA_UPLOAD_MAX_MB.image })}</p>
      {props.img ? (
        <figure>
          <img src={imageSrc(props.img)} alt="" width={96} height={144} style={{ objectFit: 'cover' }} />
          <figcaption>{t('beheer.banners.image_current')}</figcaption>
        </figure>
      ) : null}
      <FileUploadForm
        form={form}
        action={`${PATH}/${props.id}/afbeelding`}
        csrf={props.csrf}
        field={BANNER_IMAGE_FIELD}
        label={t('beheer.banners.image_field')}
        accept="image/jpeg,image/png,image/webp"
        validate={(fields) =>
          (fields[BANNER_IMAGE_FIELD] ?? '') === ''
            ? { [BANNER_IMAGE_FIELD]: MEDIA_REFUSALS['geen-bestand'] }
            : {}
        }
        refusal={props.refusal ? MEDIA_REFUSALS[props.refusal] : null}
        refusedTitle={t('beheer.banners.image_refused')}
        button={t('beheer.media.upload')}
        name={{ labelledBy: `${form}-title` }}
      />
    </>
  );
}

export default function BeheerBanners() {
  const { csrf, outcome, rows, editing, imageStored, imageRefusal } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { key } = useLocation();
  const t = useT();
  const next = rows.length === 0 ? 0 : Math.min(999, Math.max(...rows.map((r) => r.position)) + 1);
  return (
    <section className={styles.section}>
      <h1 id="beheer-banners-title">{t('beheer.banners')}</h1>
      <p>{t('beheer.banners.intro')}</p>
      {answer ? (
        <Feedback tone="error">
          <p>{t('beheer.banners.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.banners.done.${outcome}`)}</p>
        </Feedback>
      ) : imageStored ? (
        <Feedback tone="success">
          <p>{t('beheer.banners.image_done')}</p>
        </Feedback>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.banners.none')}</p>
      ) : (
        <StaffTable labelledBy="banners-caption" caption={t('beheer.banners.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.banners.col.position')}</th>
              <th scope="col">{t('beheer.banners.col.text')}</th>
              <th scope="col">{t('beheer.banners.col.img')}</th>
              <th scope="col">{t('beheer.banners.col.sku')}</th>
              <th scope="col">{t('beheer.banners.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.position}</td>
                <th scope="row">
                  {r.text1}
                  {r.text2 ? <span className={styles.preserve}> {r.text2}</span> : null}
                </th>
                <td>{r.img ?? ''}</td>
                <td>{r.sku ?? ''}</td>
                <td>
                  <Link to={`${PATH}?bewerk=${r.id}#${EDIT_FORM}-title`}>
                    {t('beheer.notifications.edit')}
                    <span className="visually-hidden"> {r.text1}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {editing ? (
        <>
          <h2 id={`${EDIT_FORM}-title`}>{t('beheer.banners.edit_title')}</h2>
          <BannerForm key={key} form={EDIT_FORM} csrf={csrf} id={editing.id} initial={editing.values} />
          <ImageForm
            key={`${key}-image`}
            id={editing.id}
            csrf={csrf}
            img={editing.img}
            refusal={imageRefusal}
          />
          <Form method="post" aria-label={t('beheer.notifications.delete')}>
            <CsrfField token={csrf} />
            <input type="hidden" name="id" value={editing.id} />
            <p>{t('beheer.banners.delete_intro')}</p>
            <button type="submit" name="intent" value="delete" className="button button-secondary">
              {t('beheer.notifications.delete')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h2 id={`${ADD_FORM}-title`}>{t('beheer.banners.add_title')}</h2>
          <BannerForm
            key={key}
            form={ADD_FORM}
            csrf={csrf}
            id={null}
            initial={{ [F.position]: String(next) }}
          />
        </>
      )}
    </section>
  );
}
