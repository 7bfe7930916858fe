// /beheer/catalogus (issue 31 "Books", decisions #680–#687): the catalogue for staff — search by ISBN (whole or its
// start, with or without hyphens), title or author (domain/book-edit.ts bookSearchOf), newest first, 50 a page,
// each book linking to its edit page. The search lives in the address, so it can be bookmarked and paged without
// JavaScript; a count past 1,000 is said as 'more than'. Medewerkers and up (404 for everyone else); a page past
// the last is a 404.
import { data, Link, useLoaderData } from 'react-router';
import { bookSearchFormErrors } from '../../domain/book-edit';
import { staffMay } from '../../domain/staff-access';
import { formatAmount } from '../../domain/money';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffFilter } from '../components/beheer/StaffFilter';
import { StaffPager, StaffTable } from '../components/beheer/StaffTable';
import { TextField } from '../components/forms/Fields';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { listAddress, pageCount, requestedPage } from '../lib/staff-paging';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-books';

const PER_PAGE = 50;
const SEARCH_FORM = 'books-search';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'books');
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 200);
  const page = requestedPage(params);
  const result = await context.services.staffBooks.list({ q, page, perPage: PER_PAGE });
  const found = result.kind === 'list' ? result : { books: [], total: 0, capped: false };
  const pages = pageCount(page, found.total, PER_PAGE);
  const level = context.viewer.loggedIn ? context.viewer.accessLevel : 0;
  return data(
    {
      q,
      page,
      pages,
      tooShort: result.kind === 'too-short',
      total: found.total,
      capped: found.capped,
      mayAdd: staffMay(level, 'book.new'),
      books: found.books.map((book) => ({
        ...book,
        price: book.priceInclCents === null ? null : formatAmount(book.priceInclCents),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Boeken · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerBooks() {
  const { q, page, pages, tooShort, total, capped, mayAdd, books } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="books-title">
      <h1 id="books-title">{t('beheer.books')}</h1>
      <p>{t('beheer.books.intro')}</p>
      {mayAdd ? (
        <p>
          <Link to="/beheer/catalogus/nieuw" className="button button-secondary">
            {t('beheer.books.new')}
          </Link>
        </p>
      ) : null}
      <StaffFilter
        form={SEARCH_FORM}
        errors={tooShort ? bookSearchFormErrors({ q }) : {}}
        order={['q']}
        summaryTitle={t('beheer.books.summary')}
        label={t('beheer.books.search_label')}
        apply={t('beheer.books.apply')}
        clear={{ to: '/beheer/catalogus', label: t('beheer.books.clear') }}
        check={{ validate: bookSearchFormErrors, typed: { q } }}
      >
        {(message) => (
          <TextField
            form={SEARCH_FORM}
            name="q"
            label={t('beheer.books.search')}
            defaultValue={q}
            message={message('q')}
          />
        )}
      </StaffFilter>
      {tooShort ? null : (
        <p className={styles.count}>
          {capped
            ? t('beheer.books.count_capped', { n: total.toLocaleString('nl-NL') })
            : t(total === 1 ? 'beheer.books.count_one' : 'beheer.books.count', { n: total })}
        </p>
      )}
      {books.length === 0 ? (
        tooShort ? null : (
          <p>{t('beheer.books.none')}</p>
        )
      ) : (
        <StaffTable labelledBy="books-caption" caption={t('beheer.books.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.books.col.title')}</th>
              <th scope="col">{t('beheer.books.col.isbn')}</th>
              <th scope="col">{t('beheer.books.col.authors')}</th>
              <th scope="col">{t('beheer.books.col.price')}</th>
              <th scope="col">{t('beheer.books.col.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {books.map((book) => (
              <tr key={book.sku}>
                <th scope="row">
                  <Link to={`/beheer/catalogus/${book.sku}`}>{book.title}</Link>
                </th>
                <td>{book.sku}</td>
                <td>{book.authors}</td>
                <td>{book.price === null ? t('beheer.books.no_price') : `€ ${book.price}`}</td>
                <td>
                  {book.withdrawn
                    ? t('beheer.books.withdrawn')
                    : `${t(`beheer.books.stock.${book.stock}`)}${book.stockCode === null ? '' : ` (${book.stockCode})`}`}
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <StaffPager
        page={page}
        pages={pages}
        previous={page > 1 ? { to: listAddress(page - 1, q), label: t('beheer.books.previous') } : null}
        next={page < pages ? { to: listAddress(page + 1, q), label: t('beheer.books.next') } : null}
      />
    </section>
  );
}
