import { data, Link, redirect, useLoaderData } from 'react-router';
import {
  checkTerm,
  SEARCH_SCOPES,
  type SearchScope,
  scopeFromSection,
  sectionForScope,
} from '../../domain/search';
import { BookList } from '../components/lists/BookList';
import { Elevated, SearchIntentions, TopMatch } from '../components/search/SearchExtras';
import { ChipNav } from '../components/ui/ChipNav';
import styles from '../components/search/SearchResults.module.css';
import { affiliateHeaders } from '../lib/affiliate.server';
import { metaT, pageTitle } from '../lib/meta';
import { pageViewOf } from '../lib/params.server';
import { seoMeta } from '../lib/seo';
import { useShell } from '../lib/shell';
import { useT } from '../lib/texts';
import type { Route } from './+types/search-results';

const MAX_TERM = 200;

/**
 * Spec 1 §2.1 /search-results?q={term}&section={sb|zb|all|sball}&pc={partner}: the ranked results in the book
 * list (count, sort, views, stock priority, paging in the address), the counts per scope and the texts of §8.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, MAX_TERM);
  const fallback: SearchScope = context.shop === 'SHOP_ALL' ? 'all' : 'sb';
  const scope = scopeFromSection(url.searchParams.get('section')) ?? fallback;
  const { search } = context.services;
  // Issue 11 #8: counted against the client's search limit; a search the database ended for taking too long
  // is a message in the page, never an error page.
  const outcome = await search.guard(context.auth.clientIp, () =>
    search.resultsPage({ term: q, scope, view: pageViewOf(request) }),
  );
  const headers = await affiliateHeaders(url, request, context.services.partners);
  // Issue 16: an ISBN of a book, from any shop's header, opens that book (its page sets its shop). 302, as a
  // replaced book's: the term names the book now, not for good.
  if (outcome.status === 'ok' && outcome.value.isbnBook)
    throw redirect(outcome.value.isbnBook, { status: 302, headers });
  if (outcome.status === 'ok') return data({ q, scope, result: outcome.value, refused: null }, { headers });
  headers.set('cache-control', 'no-store');
  if (outcome.status === 'throttled') {
    headers.set('retry-after', String(outcome.retryAfterSeconds));
    const refused = { reason: 'throttled' as const, seconds: outcome.retryAfterSeconds };
    return data({ q, scope, result: null, refused }, { status: 429, headers });
  }
  headers.set('retry-after', '5');
  return data(
    { q, scope, result: null, refused: { reason: 'timeout' as const, seconds: 5 } },
    { status: 503, headers },
  );
}

/** The loader's Retry-After and Cache-Control of a refused search reach the page's response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  const q = args.loaderData?.q ?? '';
  const title = q ? t('search.page_title', { term: q }) : t('search.page_title_empty');
  // Result pages are thin and endless: not for search engines (robots.txt closes them too).
  return seoMeta(args, { title: pageTitle(args.matches, title), description: title, noindex: true });
}

export default function SearchResultsPage() {
  const { q, scope, result, refused } = useLoaderData<typeof loader>();
  const t = useT();
  const shopAll = useShell()?.shopAllAvailable ?? false;
  const scopes = SEARCH_SCOPES.filter((s) => s !== 'all' || shopAll);
  const keep = { q, section: sectionForScope(scope) };
  const check = checkTerm(q);
  const heading = q ? t('search.page_title', { term: q }) : t('search.page_title_empty');
  // The advanced form with this search filled in (a term that cannot be searched would only show its message).
  const advanced = (
    <p className={styles.advanced}>
      <Link
        to={
          check.ok ? `/search-advanced?${new URLSearchParams({ q: check.term, scope })}` : '/search-advanced'
        }
      >
        {t('advanced.link')}
      </Link>
    </p>
  );

  if (!result) {
    // Issue 11 #8: too many searches from this address, or a search that took the database too long.
    return (
      <section className={styles.page} aria-labelledby="search-title">
        <h1 id="search-title">{heading}</h1>
        <p className={styles.notice} role="alert">
          {refused?.reason === 'throttled'
            ? t('search.throttled', { seconds: refused.seconds })
            : t('search.timeout')}
        </p>
        {advanced}
      </section>
    );
  }

  if (!check.ok) {
    return (
      <section className={styles.page} aria-labelledby="search-title">
        <h1 id="search-title">{heading}</h1>
        <p className={styles.notice}>
          {check.reason === 'too_short' ? t('search.too_short') : t('search.empty_page')}
        </p>
        {advanced}
      </section>
    );
  }

  const wider = scopes.find((s) => s !== scope && result.counts[s] > 0);
  const scopeLinks = (
    <ChipNav
      label={t('search.scopes_label')}
      chips={scopes.map((s) => ({
        key: s,
        label: (
          <>
            {t(`search.scope.${s}`)}{' '}
            <span className={styles.count}>
              (
              {result.counts.capped.includes(s)
                ? t('search.count_more', { count: result.counts[s].toLocaleString('nl-NL') })
                : result.counts[s].toLocaleString('nl-NL')}
              )
            </span>
          </>
        ),
        href: `/search-results?${new URLSearchParams({ q, section: sectionForScope(s) })}`,
      }))}
      current={scope}
    />
  );

  const extras = (
    <>
      <SearchIntentions intentions={result.intentions} />
      <TopMatch book={result.topMatch} />
      <Elevated elevated={result.elevated} />
    </>
  );

  if (result.total === 0) {
    return (
      <section className={styles.page} aria-labelledby="search-title">
        <h1 id="search-title">{heading}</h1>
        {scopeLinks}
        {extras}
        {advanced}
        {wider ? (
          <p className={styles.notice}>
            {t('search.no_results_in_scope', { scope: t(`search.scope.${scope}`) })}{' '}
            <Link to={`/search-results?${new URLSearchParams({ q, section: sectionForScope(wider) })}`}>
              {t('search.results_in_wider_scope', { scope: t(`search.scope.${wider}`) })}
            </Link>
          </p>
        ) : (
          <>
            <p className={styles.notice}>{t('search.no_results')}</p>
            <h2 className={styles.tipsTitle}>{t('search.suggestions_header')}</h2>
            <ul className={styles.tips}>
              <li>{t('search.tips.spelling')}</li>
              <li>{t('search.tips.other_term')}</li>
              <li>{t('search.tips.other_category')}</li>
            </ul>
          </>
        )}
      </section>
    );
  }

  return (
    <BookList title={heading} page={result.page} emptyText={t('search.no_results')} keep={keep}>
      {scopeLinks}
      {extras}
      {advanced}
    </BookList>
  );
}
