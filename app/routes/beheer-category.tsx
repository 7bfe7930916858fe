// /beheer/categorieen/:category (issue 31 "Content", decisions 710–712, 714, 716): one category for staff — its
// display value and shops (domain/content-categories.ts; the browser checks the server's own rule), the version it
// was shown with (a colleague's save in between refuses the form whole: 409, nothing saved), its image with upload
// (app/components/beheer/ContentImageForm.tsx) and remove, a form per subcategory for its display value (with its
// own version), and the history of the category and its subcategories from the audit log. Medewerkers and up (404
// for everyone else, and for an id the catalogue does not hold).
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import {
  CATEGORY_DISPLAY_MAX,
  CATEGORY_FIELDS,
  CATEGORY_ORDER,
  categoryFormErrors,
  SUBCATEGORY_FIELDS,
  subcategoryFormErrors,
} from '../../domain/content-categories';
import { CONTENT_IMAGE_SIZES, IMAGE_FILE_FIELD, imageRefusalOf } from '../../domain/content-images';
import { isHiddenCategory } from '../../domain/labels';
import styles from '../components/beheer/StaffOrders.module.css';
import { AuditLinesTable } from '../components/beheer/AuditLinesTable';
import editStyles from '../components/beheer/CategoryEdit.module.css';
import { ContentImageForm } from '../components/beheer/ContentImageForm';
import { CheckboxField, CsrfField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { auditRows } from '../lib/audit-rows.server';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-category';

const OUTCOMES = ['saved', 'sub', 'unchanged', 'foto', 'removed'] as const;
type Outcome = (typeof OUTCOMES)[number];
const EDIT_FORM = 'category-edit';
const subForm = (id: number) => `subcategory-${id}`;

/** An id in the address or a form; a 404 for one that is no id. */
function idOf(raw: string | undefined): number {
  if (!/^\d{1,9}$/.test(raw ?? '')) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context, 'category');
  const category = await context.services.staffCategories.get(idOf(params.category));
  if (!category) throw data(null, { status: 404 });
  const { history: lines, ...shown } = category;
  const search = new URL(request.url).searchParams;
  const done = search.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      refusal: imageRefusalOf(search.get(IMAGE_FILE_FIELD)),
      category: { ...shown, hidden: isHiddenCategory(shown.name) },
      history: await auditRows(context, lines),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actorId = requireStaff(context, 'category');
  const id = idOf(params.category);
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const service = context.services.staffCategories;
  const back = (outcome: Outcome) => redirect(`/beheer/categorieen/${id}?gedaan=${outcome}`, 303);
  const staleAnswer = () =>
    data({ form: null, errors: {}, values: null, stale: true }, { status: 409, headers: PRIVATE_HEADERS });
  if (fields.intent === 'remove-image') {
    const result = await service.removeImage(actorId, id, fields.shown ?? '');
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    if (result.kind === 'stale') return staleAnswer();
    throw back('removed');
  }
  const sub = fields.intent === 'save-sub' ? idOf(fields.sub) : null;
  if (fields.intent !== 'save' && sub === null) throw data(null, { status: 400 });
  const result =
    sub === null
      ? await service.save(actorId, id, fields, fields.version ?? '')
      : await service.saveSubcategory(actorId, id, sub, fields, fields.version ?? '');
  if (result.kind === 'not-found') throw data(null, { status: 404 });
  if (result.kind === 'stale') return staleAnswer();
  if (result.kind === 'invalid') {
    const { [CSRF_FIELD]: _token, intent: _intent, version: _version, ...values } = fields;
    return data(
      { form: sub === null ? EDIT_FORM : subForm(sub), errors: result.errors, values, stale: false },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  throw back(result.kind === 'saved' && sub !== null ? 'sub' : result.kind);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `Categorie ${params.category} · Beheer · Leeswijzer` },
    { name: 'robots', content: 'noindex' },
  ];
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function EditForm({ data: loaded }: { data: LoaderData }) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const refusal = answer && !answer.stale && answer.form === EDIT_FORM ? answer : undefined;
  // An unticked box is not sent: a refusal's values stand alone (nothing of the stored ones mixed in).
  const typed: Record<string, string> = refusal?.values ?? loaded.category.values;
  const f = CATEGORY_FIELDS;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${EDIT_FORM}-form`,
    validate: categoryFormErrors,
    server: refusal,
    initial: typed,
  });
  const shopMessage = checked.message(f.shopSb);
  return (
    <>
      <ErrorSummary
        form={EDIT_FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={CATEGORY_ORDER}
        title={t('beheer.categories.refused')}
      />
      <Form
        {...checked.props}
        method="post"
        className={styles.filter}
        aria-labelledby="category-fields-title"
      >
        <h2 id="category-fields-title">{t('beheer.categories.fields')}</h2>
        <CsrfField token={loaded.csrf} />
        <input type="hidden" name="version" value={loaded.category.version} />
        <TextField
          form={EDIT_FORM}
          name={f.displayValue}
          label={t('beheer.categories.field.display')}
          hint={t('beheer.categories.field.display_hint', { name: loaded.category.name })}
          message={checked.message(f.displayValue)}
          defaultValue={typed[f.displayValue] ?? ''}
          maxLength={CATEGORY_DISPLAY_MAX + 40}
        />
        <fieldset
          className={formStyles.fieldset}
          aria-describedby={shopMessage ? `${EDIT_FORM}-${f.shopSb}-error` : undefined}
        >
          <legend className={formStyles.legend}>{t('beheer.categories.field.shops')}</legend>
          <CheckboxField
            form={EDIT_FORM}
            name={f.shopSb}
            label={t('beheer.categories.field.shop_sb')}
            defaultChecked={typed[f.shopSb] === 'on'}
          />
          <CheckboxField
            form={EDIT_FORM}
            name={f.shopAll}
            label={t('beheer.categories.field.shop_all')}
            defaultChecked={typed[f.shopAll] === 'on'}
          />
          {shopMessage ? (
            <p id={`${EDIT_FORM}-${f.shopSb}-error`} className={formStyles.error}>
              {shopMessage}
            </p>
          ) : null}
        </fieldset>
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value="save" className="button button-primary">
            {t('beheer.categories.save')}
          </button>
        </div>
      </Form>
    </>
  );
}

function SubcategoryForm({
  sub,
  csrf,
}: {
  sub: LoaderData['category']['subcategoryForms'][number];
  csrf: string;
}) {
  const t = useT();
  const form = subForm(sub.id);
  const answer = useActionData<typeof action>();
  const refusal = answer && !answer.stale && answer.form === form ? answer : undefined;
  const typed: Record<string, string> = { ...sub.values, ...(refusal?.values ?? {}) };
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${form}-form`,
    validate: subcategoryFormErrors,
    server: refusal,
    initial: typed,
  });
  return (
    <li>
      <ErrorSummary
        form={form}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={[SUBCATEGORY_FIELDS.displayValue]}
        title={t('beheer.categories.refused')}
      />
      <Form {...checked.props} method="post" className={styles.filter} aria-label={sub.displayValue}>
        <CsrfField token={csrf} />
        <input type="hidden" name="version" value={sub.version} />
        <input type="hidden" name="sub" value={sub.id} />
        <TextField
          form={form}
          name={SUBCATEGORY_FIELDS.displayValue}
          label={t('beheer.categories.sub.field', { name: `/subcategory/${sub.name}` })}
          message={checked.message(SUBCATEGORY_FIELDS.displayValue)}
          defaultValue={typed[SUBCATEGORY_FIELDS.displayValue] ?? ''}
          maxLength={CATEGORY_DISPLAY_MAX + 40}
        />
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value="save-sub" className="button button-secondary">
            {t('beheer.categories.sub.save')}
          </button>
        </div>
      </Form>
    </li>
  );
}

export default function BeheerCategory() {
  const loaded = useLoaderData<typeof loader>();
  const { category, outcome, history, refusal, csrf } = loaded;
  const answer = useActionData<typeof action>();
  // A new form after each visit (a saved category starts from what is saved); a refusal keeps what was typed.
  const { key } = useLocation();
  const t = useT();
  const size = CONTENT_IMAGE_SIZES.category;
  return (
    <section className={styles.section} aria-labelledby="category-title">
      <p>
        <Link to="/beheer/categorieen">{t('beheer.categories.back')}</Link>
      </p>
      <h1 id="category-title">{category.displayValue}</h1>
      <p>
        /category/{category.name}
        {category.hidden ? ` (${t('beheer.categories.hidden')})` : ''} ·{' '}
        <a href={`/category/${encodeURIComponent(category.name)}`}>{t('beheer.categories.show_page')}</a>
      </p>
      {answer ? (
        <Feedback tone="error">
          <p>{t(answer.stale ? 'beheer.categories.stale' : 'beheer.categories.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.categories.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      <EditForm key={`${key}-${category.version}`} data={loaded} />
      <h2 id="category-image-title">{t('beheer.categories.image')}</h2>
      <ContentImageForm
        key={`${key}-image`}
        form="category-image"
        action={`/beheer/categorieen/${category.id}/afbeelding`}
        csrf={csrf}
        current={category.img}
        refusal={refusal}
        size={{ width: size.width / 2, height: size.height / 2 }}
        texts={{
          current: t('beheer.categories.image.current', { name: category.displayValue }),
          none: t('beheer.categories.image.none'),
          field: t('beheer.categories.image.field'),
          hint: t('beheer.categories.image.hint'),
          upload: t('beheer.categories.image.upload'),
          remove: t('beheer.categories.image.remove'),
        }}
      />
      <h2 id="category-subcategories-title">{t('beheer.categories.subcategories')}</h2>
      {category.subcategoryForms.length === 0 ? (
        <p>{t('beheer.categories.subcategories.none')}</p>
      ) : (
        <ul className={editStyles.subcategories} aria-labelledby="category-subcategories-title">
          {category.subcategoryForms.map((sub) => (
            <SubcategoryForm key={`${key}-${sub.id}-${sub.version}`} sub={sub} csrf={csrf} />
          ))}
        </ul>
      )}
      <h2 id="category-history-title">{t('beheer.categories.history')}</h2>
      {history.length === 0 ? (
        <p>{t('beheer.categories.history.none')}</p>
      ) : (
        <AuditLinesTable
          rows={history}
          captionId="category-history-caption"
          caption={t('beheer.categories.history.table')}
          omit={['subject']}
        />
      )}
    </section>
  );
}
