import { data, Link, useLoaderData, useLocation } from 'react-router';
import { ADVANCED_FIELDS, type AdvancedCriteria } from '../../domain/advanced-search';
import { formatEuro } from '../../domain/money';
import type { SearchScope } from '../../domain/search';
import type { AdvancedChoices } from '../../server/search/advanced-form';
import { BookList } from '../components/lists/BookList';
import { ChevronDown } from '../components/ui/icons/ChevronDown';
import { ErrorSummary } from '../components/forms/Feedback';
import { ADVANCED_FORM, AdvancedSearchForm, useFieldMessages } from '../components/search/AdvancedSearchForm';
import styles from '../components/search/AdvancedSearch.module.css';
import { affiliateHeaders } from '../lib/affiliate.server';
import { metaT, pageTitle } from '../lib/meta';
import { pageViewOf } from '../lib/params.server';
import { seoMeta } from '../lib/seo';
import { type T, useT } from '../lib/texts';
import type { Route } from './+types/search-advanced';

/**
 * Spec 1 §2.1 /search-advanced (its content is ours: issue 4): the form, and below it the books that meet every
 * criterion in the book list (count, sort, views, stock priority, paging), every list link keeping the criteria.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shopAllAvailable = await context.services.shell.shopAllAvailable(context.viewer);
  const run = () =>
    context.services.advancedSearch.run(url.searchParams, {
      shop: context.shop,
      shopAllAvailable,
      view: pageViewOf(request),
    });
  // Issue 11 #8: a search (any parameter) counts against the client's search limit; a search the database
  // ended for taking too long is a message in the page, never an error page. The empty form is not counted.
  const guarded =
    url.searchParams.size > 0
      ? await context.services.search.guard(context.auth.clientIp, run)
      : { status: 'ok' as const, value: await run() };
  if (guarded.status !== 'ok') {
    const seconds = guarded.status === 'throttled' ? guarded.retryAfterSeconds : 5;
    const headers = await affiliateHeaders(url, request, context.services.partners);
    headers.set('cache-control', 'no-store');
    headers.set('retry-after', String(seconds));
    return data(
      { refused: { reason: guarded.status, seconds } },
      { status: guarded.status === 'throttled' ? 429 : 503, headers },
    );
  }
  const { parse, choices, keep, result } = guarded.value;
  return data(
    {
      refused: null,
      values: parse.values,
      errors: parse.status === 'invalid' ? parse.errors : [],
      criteria: parse.status === 'ok' ? parse.criteria : null,
      choices,
      keep,
      result,
    },
    { headers: await affiliateHeaders(url, request, context.services.partners) },
  );
}

/** The loader's Retry-After and Cache-Control of a refused search reach the page's response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  // Endless combinations of criteria are thin content: not for search engines (robots.txt closes it too).
  return seoMeta(args, {
    title: pageTitle(args.matches, t('advanced.page_title')),
    description: t('advanced.description'),
    noindex: true,
  });
}

export default function SearchAdvancedPage() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  if (loaded.refused) {
    // Issue 11 #8: too many searches from this address, or a search that took the database too long.
    return (
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('advanced.title')}</h1>
        </header>
        <p className={styles.notice} role="alert">
          {loaded.refused.reason === 'throttled'
            ? t('search.throttled', { seconds: loaded.refused.seconds })
            : t('search.timeout')}
        </p>
      </div>
    );
  }
  return <AdvancedSearchContent {...loaded} />;
}

function AdvancedSearchContent({
  values,
  errors,
  criteria,
  choices,
  keep,
  result,
}: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { refused: { reason: string } }>) {
  const t = useT();
  const location = useLocation();
  const messages = useFieldMessages(errors);
  const searched = criteria && result && keep ? { criteria, result, keep } : null;
  // A new address is a new form: 'Alle velden wissen' and the back button show the address's values.
  const form = (
    <AdvancedSearchForm key={location.search} values={values} messages={messages} choices={choices} />
  );
  if (searched && searched.result.total > 0) {
    // Results first, like a results page: the criteria in words and the form folded away under 'Zoekopdracht
    // aanpassen', so the books (and every next page of them) are in view at once, on a phone too.
    return (
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('advanced.title')}</h1>
          <Searched criteria={searched.criteria} choices={choices} />
        </header>
        <details className={styles.refine}>
          <summary className={styles.refineSummary}>
            {t('advanced.edit')}
            <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
          </summary>
          {form}
        </details>
        <BookList
          title={t('advanced.results')}
          level={2}
          page={searched.result.page}
          emptyText={t('search.no_results')}
          keep={searched.keep}
        />
      </div>
    );
  }
  // Nothing found: the criteria and the message first, then the form to change them, open.
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('advanced.title')}</h1>
        {searched ? (
          <Searched criteria={searched.criteria} choices={choices} />
        ) : (
          <p>{t('advanced.intro')}</p>
        )}
      </header>
      {searched ? (
        <NoResults
          criteria={searched.criteria}
          scopes={choices.scopes}
          counts={searched.result.counts}
          keep={searched.keep}
        />
      ) : null}
      <ErrorSummary
        form={ADVANCED_FORM}
        errors={Object.fromEntries(errors.flatMap((e) => (e.field ? [[e.field, { key: e.key }]] : [])))}
        formError={errors.find((e) => e.field === null) ?? null}
        order={ADVANCED_FIELDS}
        title={t('advanced.error_summary')}
      />
      {form}
    </div>
  );
}

/** 'Gezocht op: …' — the criteria in words. */
function Searched({ criteria, choices }: { criteria: AdvancedCriteria; choices: AdvancedChoices }) {
  const t = useT();
  const parts = describeCriteria(criteria, choices, t);
  return (
    <p className={styles.searched}>
      <span className={styles.searchedLabel}>{t('advanced.searched_for')}:</span> {parts.join(' · ')}
    </p>
  );
}

function describeCriteria(c: AdvancedCriteria, choices: AdvancedChoices, t: T): string[] {
  const labelOf = (list: { value: string; label: string }[], value: string) =>
    list.find((o) => o.value === value)?.label ?? value;
  const parts: string[] = [];
  if (c.q !== null) parts.push(`${t('advanced.q')} ‘${c.q}’`);
  if (c.title) parts.push(`${t('advanced.title_field')} ‘${c.title.text}’`);
  if (c.author) parts.push(`${t('advanced.author')} ‘${c.author.text}’`);
  if (c.isbn) parts.push(`${t('advanced.isbn')} ${c.isbn}`);
  if (c.category)
    parts.push(
      `${t('advanced.category')} ${labelOf(
        choices.categoryGroups.flatMap((g) => g.options),
        c.category,
      )}`,
    );
  if (c.lang) parts.push(`${t('advanced.lang')} ${labelOf(choices.languages, c.lang)}`);
  const prices = [
    c.priceFromCents !== null
      ? t('advanced.criterion.price_from', { price: formatEuro(c.priceFromCents) })
      : null,
    c.priceToCents !== null ? t('advanced.criterion.price_to', { price: formatEuro(c.priceToCents) }) : null,
  ].filter((p) => p !== null);
  if (prices.length > 0) parts.push(`${t('advanced.price')} ${prices.join(' ')}`);
  if (c.availability !== 'any') parts.push(t(`advanced.availability.${c.availability}`));
  parts.push(`${t('advanced.scope')} ${t(`search.scope.${c.scope}`)}`);
  return parts;
}

/** Spec 1 §8 texts: nothing in this scope, but a wider one has results — or nothing at all. */
function NoResults({
  criteria,
  scopes,
  counts,
  keep,
}: {
  criteria: AdvancedCriteria;
  scopes: SearchScope[];
  counts: { own: number; sb: number; all: number } | null;
  keep: Record<string, string>;
}) {
  const t = useT();
  const wider = counts ? scopes.find((s) => s !== criteria.scope && counts[s] > 0) : undefined;
  if (!wider) return <p className={styles.notice}>{t('search.no_results')}</p>;
  return (
    <p className={styles.notice}>
      {t('search.no_results_in_scope', { scope: t(`search.scope.${criteria.scope}`) })}{' '}
      <Link to={`/search-advanced?${new URLSearchParams({ ...keep, scope: wider })}`}>
        {t('search.results_in_wider_scope', { scope: t(`search.scope.${wider}`) })}
      </Link>
    </p>
  );
}
