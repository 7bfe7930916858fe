// /beheer/auteurs (issue 31 "Content", decisions 710, 713): the authors for staff — search by name (the words of a
// name in any order, accents ignored: domain/content-authors.ts authorSearchOf), last name first, 50 a page with
// each author's number of books and whether a description and a picture are there, each linking to the author's
// edit page. The search lives in the address (app/lib/staff-paging.ts), so it is bookmarked and paged without
// JavaScript. Medewerkers and up (404 for everyone else); a page past the last is a 404.
import { data, Link, useLoaderData } from 'react-router';
import { authorSearchFormErrors } from '../../domain/content-authors';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { TextField } from '../components/forms/Fields';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { listAddress, pageCount, requestedPage } from '../lib/staff-paging';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-authors';

const PER_PAGE = 50;
const SEARCH_FORM = 'authors-search';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'authors');
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 200);
  const page = requestedPage(params);
  const result = await context.services.staffAuthors.list({ q, page, perPage: PER_PAGE });
  const found = result.kind === 'list' ? result : { authors: [], total: 0 };
  const pages = pageCount(page, found.total, PER_PAGE);
  return data(
    { q, page, pages, tooShort: result.kind === 'too-short', total: found.total, authors: found.authors },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Auteurs · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerAuthors() {
  const { q, page, pages, tooShort, total, authors } = useLoaderData<typeof loader>();
  const t = useT();
  const yesNo = (value: boolean) => t(value ? 'beheer.authors.yes' : 'beheer.authors.no');
  return (
    <section className={styles.section} aria-labelledby="authors-title">
      <h1 id="authors-title">{t('beheer.authors')}</h1>
      <p>{t('beheer.authors.intro')}</p>
      <StaffFilter
        form={SEARCH_FORM}
        errors={tooShort ? authorSearchFormErrors({ q }) : {}}
        order={['q']}
        summaryTitle={t('beheer.authors.summary')}
        label={t('beheer.authors.search_label')}
        apply={t('beheer.authors.apply')}
        clear={{ to: '/beheer/auteurs', label: t('beheer.authors.clear') }}
        check={{ validate: authorSearchFormErrors, typed: { q } }}
      >
        {(message) => (
          <TextField
            form={SEARCH_FORM}
            name="q"
            label={t('beheer.authors.search')}
            defaultValue={q}
            message={message('q')}
          />
        )}
      </StaffFilter>
      {tooShort ? null : (
        <p className={styles.count}>
          {t(total === 1 ? 'beheer.authors.count_one' : 'beheer.authors.count', {
            n: total.toLocaleString('nl-NL'),
          })}
        </p>
      )}
      {authors.length === 0 ? (
        tooShort ? null : (
          <p>{t('beheer.authors.none')}</p>
        )
      ) : (
        <StaffTable labelledBy="authors-caption" caption={t('beheer.authors.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.authors.col.name')}</th>
              <th scope="col">{t('beheer.authors.col.books')}</th>
              <th scope="col">{t('beheer.authors.col.description')}</th>
              <th scope="col">{t('beheer.authors.col.picture')}</th>
            </tr>
          </thead>
          <tbody>
            {authors.map((author) => (
              <tr key={author.id}>
                <th scope="row">
                  <Link to={`/beheer/auteurs/${author.id}`}>{author.name}</Link>
                </th>
                <td>{author.books}</td>
                <td>{yesNo(author.hasDescription)}</td>
                <td>{yesNo(author.hasPicture)}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={page > 1 ? { to: listAddress(page - 1, q), label: t('beheer.authors.previous') } : null}
        next={page < pages ? { to: listAddress(page + 1, q), label: t('beheer.authors.next') } : null}
      />
    </section>
  );
}
