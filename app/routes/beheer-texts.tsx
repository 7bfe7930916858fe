// /beheer/teksten (issue 31 "Interface texts", decisions 650–654): every interface text by its key — the text the
// shop shows and whether staff changed it — searched by key or text (the search lives in the address, so a search
// can be bookmarked and paged without JavaScript), 50 a page, each key linking to its edit page. Medewerkers and up
// (404 for everyone else); a page past the last is a 404.
import { data, Link, useLoaderData } from 'react-router';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { TextField } from '../components/forms/Fields';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { listAddress, pageCount, requestedPage } from '../lib/staff-paging';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-texts';

const PER_PAGE = 50;
/** What a row shows of a long text; the edit page shows it whole. */
const SHOWN_CHARS = 160;
const SEARCH_FORM = 'texts-search';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'texts');
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 200);
  const page = requestedPage(params);
  const { texts, total } = await context.services.staffTexts.list({ q, page, perPage: PER_PAGE });
  const pages = pageCount(page, total, PER_PAGE);
  return data(
    {
      q,
      page,
      pages,
      total,
      texts: texts.map((entry) => ({
        key: entry.key,
        text: entry.text.length > SHOWN_CHARS ? `${entry.text.slice(0, SHOWN_CHARS)}…` : entry.text,
        overridden: entry.override !== null,
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Teksten · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerTexts() {
  const { q, page, pages, total, texts } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="texts-title">
      <h1 id="texts-title">{t('beheer.texts')}</h1>
      <p>{t('beheer.texts.intro')}</p>
      <StaffFilter
        form={SEARCH_FORM}
        errors={{}}
        order={['q']}
        summaryTitle={t('beheer.texts.summary')}
        label={t('beheer.texts.search_label')}
        apply={t('beheer.texts.apply')}
        clear={{ to: '/beheer/teksten', label: t('beheer.texts.clear') }}
      >
        <TextField form={SEARCH_FORM} name="q" label={t('beheer.texts.search')} defaultValue={q} />
      </StaffFilter>
      <p className={styles.count}>{t('beheer.texts.count', { n: total })}</p>
      {texts.length === 0 ? (
        <p>{t('beheer.texts.none')}</p>
      ) : (
        <StaffTable labelledBy="texts-caption" caption={t('beheer.texts.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.texts.col.key')}</th>
              <th scope="col">{t('beheer.texts.col.text')}</th>
              <th scope="col">{t('beheer.texts.col.state')}</th>
            </tr>
          </thead>
          <tbody>
            {texts.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">
                  <Link to={`/beheer/teksten/${encodeURIComponent(entry.key)}`}>{entry.key}</Link>
                </th>
                <td>{entry.text}</td>
                <td>{t(entry.overridden ? 'beheer.texts.state.override' : 'beheer.texts.state.default')}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={page > 1 ? { to: listAddress(page - 1, q), label: t('beheer.texts.previous') } : null}
        next={page < pages ? { to: listAddress(page + 1, q), label: t('beheer.texts.next') } : null}
      />
    </section>
  );
}
