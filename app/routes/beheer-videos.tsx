// /beheer/videos (issue 31 "Content", decisions 733–735): the shop's videos (spec 1 §2.1, §7.1) — the list in the
// pages' order (position, lowest first) with which files each has; the form that adds one; for one chosen with
// ?bewerk=<id> the same form (title, description, book, position; the reference stays), its three uploads — the
// MP4, the Dutch captions (WebVTT) and the poster — each a document post to server/http/content-uploads.ts that
// comes back here with ?opgeslagen=<upload> or the refusal's code by its file field, and deleting it. The form's
// rules are domain/content-videos.ts (the browser's check and the server's). Medewerkers and up (404 for everyone
// else).
import { data, Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  mediaFileFormErrors,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_FIELDS as F,
  VIDEO_FILE_FIELD,
  VIDEO_ORDER,
  VIDEO_REFERENCE_MAX,
  VIDEO_TITLE_MAX,
  VIDEO_UPLOADS,
  type VideoUpload,
  videoFilePath,
  videoFormErrors,
} from '../../domain/content-videos';
import { MEDIA_REFUSALS, MEDIA_UPLOAD_MAX_MB, mediaRefusalOf } from '../../domain/media-upload';
import { FileUploadForm } from '../components/beheer/FileUploadForm';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffRecordForm } from '../components/beheer/StaffRecordForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, TextAreaField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { editedRow, outcomeOf, recordAction } from '../lib/staff-records.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-videos';

const ADD_FORM = 'video-add';
const EDIT_FORM = 'video-edit';
const PATH = '/beheer/videos';

type Values = Record<string, string>;

const UPLOAD_CAP = { video: 'video', ondertitels: 'captions', poster: 'image' } as const;
const UPLOAD_ACCEPT: Record<VideoUpload, string> = {
  video: '.mp4,video/mp4',
  ondertitels: '.vtt,text/vtt',
  poster: 'image/jpeg,image/png,image/webp',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'videos');
  const url = new URL(request.url);
  const service = context.services.staffVideos;
  const editRow = await editedRow(url, service);
  const stored = url.searchParams.get('opgeslagen');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: outcomeOf(url),
      stored: VIDEO_UPLOADS.includes(stored as VideoUpload) ? (stored as VideoUpload) : null,
      rows: (await service.list()).map((r) => ({
        id: r.id,
        reference: r.reference,
        title: r.title,
        position: r.position,
        video: r.file !== null,
        captions: r.ccFile !== null,
      })),
      editing: editRow
        ? {
            id: editRow.id,
            reference: editRow.reference,
            values: {
              [F.reference]: editRow.reference,
              [F.title]: editRow.title,
              [F.description]: editRow.description,
              [F.sku]: editRow.sku ?? '',
              [F.position]: String(editRow.position),
            } satisfies Values,
            present: {
              video: editRow.file !== null,
              ondertitels: editRow.ccFile !== null,
              poster:
                (await context.services.mediaFiles.find(videoFilePath(editRow.reference, 'poster'))) !== null,
            } satisfies Record<VideoUpload, boolean>,
            refusals: Object.fromEntries(
              VIDEO_UPLOADS.flatMap((u) => {
                const refusal = mediaRefusalOf(url.searchParams.get(u));
                return refusal ? [[u, refusal]] : [];
              }),
            ) as Partial<Record<VideoUpload, keyof typeof MEDIA_REFUSALS>>,
          }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return recordAction(request, context, {
    feature: 'videos',
    service: context.services.staffVideos,
    path: PATH,
    order: VIDEO_ORDER,
    forms: { add: ADD_FORM, edit: EDIT_FORM },
  });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Video’s · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

function VideoForm(props: {
  form: string;
  csrf: string;
  id: number | null;
  initial: Values;
  reference?: string;
}) {
  const t = useT();
  const { reference, ...form } = props;
  return (
    <StaffRecordForm
      {...form}
      order={VIDEO_ORDER}
      validate={videoFormErrors}
      summaryTitle={t('beheer.videos.summary')}
      cancelTo={PATH}
    >
      {({ values, message }) => (
        <>
          {reference ? (
            <>
              <input type="hidden" name={F.reference} value={reference} />
              <p>{t('beheer.videos.reference_fixed', { reference })}</p>
            </>
          ) : (
            <TextField
              form={props.form}
              name={F.reference}
              label={t('beheer.videos.field.reference')}
              hint={t('beheer.videos.field.reference_hint')}
              defaultValue={values[F.reference]}
              message={message(F.reference)}
              maxLength={VIDEO_REFERENCE_MAX}
            />
          )}
          <TextField
            form={props.form}
            name={F.title}
            label={t('beheer.content.field.title')}
            defaultValue={values[F.title]}
            message={message(F.title)}
            maxLength={VIDEO_TITLE_MAX}
          />
          <TextAreaField
            form={props.form}
            name={F.description}
            label={t('beheer.videos.field.description')}
            defaultValue={values[F.description]}
            message={message(F.description)}
            maxLength={VIDEO_DESCRIPTION_MAX}
          />
          <TextField
            form={props.form}
            name={F.sku}
            label={t('beheer.content.field.sku')}
            hint={t('beheer.videos.field.sku_hint')}
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

function UploadForm(props: {
  id: number;
  csrf: string;
  upload: VideoUpload;
  present: boolean;
  refusal: keyof typeof MEDIA_REFUSALS | undefined;
}) {
  const t = useT();
  const form = `video-${props.upload}`;
  return (
    <div>
      <h3 id={`${form}-title`}>{t(`beheer.videos.upload.${props.upload}`)}</h3>
      <p>{t(props.present ? 'beheer.videos.upload.present' : 'beheer.videos.upload.absent')}</p>
      <FileUploadForm
        form={form}
        action={`${PATH}/${props.id}/${props.upload}`}
        csrf={props.csrf}
        field={VIDEO_FILE_FIELD}
        label={t('beheer.media.file')}
        hint={t(`beheer.videos.upload.${props.upload}_hint`, {
          max: MEDIA_UPLOAD_MAX_MB[UPLOAD_CAP[props.upload]],
        })}
        accept={UPLOAD_ACCEPT[props.upload]}
        validate={mediaFileFormErrors}
        refusal={props.refusal ? MEDIA_REFUSALS[props.refusal] : null}
        refusedTitle={t('beheer.videos.upload.refused')}
        button={
          <>
            {t('beheer.media.upload')}
            <span className="visually-hidden">: {t(`beheer.videos.upload.${props.upload}`)}</span>
          </>
        }
        name={{ labelledBy: `${form}-title` }}
      />
    </div>
  );
}

export default function BeheerVideos() {
  const { csrf, outcome, stored, rows, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { key } = useLocation();
  const t = useT();
  const next = rows.length === 0 ? 0 : Math.min(999, Math.max(...rows.map((r) => r.position)) + 1);
  const yesNo = (present: boolean) => t(present ? 'beheer.media.yes' : 'beheer.media.no');
  return (
    <section className={styles.section}>
      <h1 id="beheer-videos-title">{t('beheer.videos')}</h1>
      <p>{t('beheer.videos.intro')}</p>
      {answer ? (
        <Feedback tone="error">
          <p>{t('beheer.videos.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.videos.done.${outcome}`)}</p>
        </Feedback>
      ) : stored ? (
        <Feedback tone="success">
          <p>{t(`beheer.videos.done.${stored}`)}</p>
        </Feedback>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('beheer.videos.none')}</p>
      ) : (
        <StaffTable labelledBy="videos-caption" caption={t('beheer.videos.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.videos.col.position')}</th>
              <th scope="col">{t('beheer.videos.col.title')}</th>
              <th scope="col">{t('beheer.videos.col.reference')}</th>
              <th scope="col">{t('beheer.videos.col.video')}</th>
              <th scope="col">{t('beheer.videos.col.captions')}</th>
              <th scope="col">{t('beheer.videos.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.position}</td>
                <th scope="row">{r.title}</th>
                <td>{r.reference}</td>
                <td>{yesNo(r.video)}</td>
                <td>{yesNo(r.captions)}</td>
                <td>
                  <Link to={`${PATH}?bewerk=${r.id}#${EDIT_FORM}-title`}>
                    {t('beheer.notifications.edit')}
                    <span className="visually-hidden"> {r.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {editing ? (
        <>
          <h2 id={`${EDIT_FORM}-title`}>{t('beheer.videos.edit_title')}</h2>
          <p>
            <a href={`/videos/${editing.reference}`}>{t('beheer.videos.show')}</a>
          </p>
          <VideoForm
            key={key}
            form={EDIT_FORM}
            csrf={csrf}
            id={editing.id}
            initial={editing.values}
            reference={editing.reference}
          />
          {VIDEO_UPLOADS.map((upload) => (
            <UploadForm
              key={`${key}-${upload}`}
              id={editing.id}
              csrf={csrf}
              upload={upload}
              present={editing.present[upload]}
              refusal={editing.refusals[upload]}
            />
          ))}
          <Form method="post" aria-label={t('beheer.notifications.delete')}>
            <CsrfField token={csrf} />
            <input type="hidden" name="id" value={editing.id} />
            <p>{t('beheer.videos.delete_intro')}</p>
            <button type="submit" name="intent" value="delete" className="button button-secondary">
              {t('beheer.notifications.delete')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h2 id={`${ADD_FORM}-title`}>{t('beheer.videos.add_title')}</h2>
          <VideoForm
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
