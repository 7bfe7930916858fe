import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatEuro } from '../../../domain/money';
import {
  checkTerm,
  OVERLAY_LIMIT,
  SEARCH_DEBOUNCE_MS,
  type SearchScope,
  savedQueryKey,
  searchResultsHref,
  shouldSaveQuery,
  widerScope,
} from '../../../domain/search';
import { isArrowKey, moveActive } from '../../lib/listbox-keys';
import { useT } from '../../lib/texts';
import type { SearchBoxBridge } from '../shell/SearchBox';
import styles from './SearchOverlay.module.css';

/** One answer of GET /api/v1/search (server/search/api.ts), with the scope and term it was asked for. */
interface Answer {
  key: string;
  term: string;
  scope: SearchScope;
  status: 'ok' | 'empty' | 'too_short';
  total: number;
  /** capped: the scopes with more books than their count (broad searches, decision #102). */
  counts: Record<SearchScope, number> & { capped?: SearchScope[] };
  items: {
    sku: string;
    title: string;
    author: string | null;
    priceCents: number | null;
    coverUrl: string;
    href: string;
  }[];
}

// The term saved last, shared by the header's and the sticky bar's box for the life of the page (spec 1 §4:
// closing saves the query "when changed").
let lastSavedKey: string | null = null;

/** Spec 1 §4 / §7.3 saveSearchQuery: POST /api/v1/search/queries; the server counts the results itself. */
function saveQuery(term: string, scope: SearchScope): void {
  if (!shouldSaveQuery(term, lastSavedKey)) return;
  lastSavedKey = savedQueryKey(term);
  // keepalive: the save often coincides with leaving the page (a chosen book, the results page).
  void fetch('/api/v1/search/queries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ term, scope }),
    keepalive: true,
  }).catch(() => undefined); // statistics only: a lost save is not worth a message
}

/**
 * Spec 1 §4 "Search overlay" (WAI-ARIA 1.2 combobox with a listbox popup): from 3 characters or 'CD', 250 ms
 * after the last keystroke, at most 10 books with cover, title, author and price, the three scopes with their
 * counts, 'Toon alle N resultaten', and the wider-scope offer when the chosen scope has nothing. Closes on
 * Enter, submit, Escape and a click outside; closing saves the query when it changed.
 */
export default function SearchOverlay({ bridge, compact }: { bridge: SearchBoxBridge; compact: boolean }) {
  const { idBase, term, scope, scopes, setScope, boxRef, formRef, setAria, keysRef } = bridge;
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const popupId = `${idBase}-popup`;
  const listboxId = `${idBase}-listbox`;
  const optionId = (i: number) => `${idBase}-option-${i}`;
  const onResultsPage = location.pathname === '/search-results';

  const checked = checkTerm(term);
  const searched = checked.ok ? checked.term : null;
  const key = searched === null ? null : `${scope}|${searched}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [activeAt, setActiveAt] = useState<{ key: string; index: number } | null>(null);
  const [closed, setClosed] = useState<{ term: string; scope: SearchScope } | null>(null);
  // The page the current term was typed on: another page (a followed link, the back button) closes the overlay
  // until the visitor types again.
  const [typedOn, setTypedOn] = useState({ term, page: location.key });
  if (typedOn.term !== term) setTypedOn({ term, page: location.key });

  const open =
    key !== null &&
    failedKey !== key &&
    typedOn.page === location.key &&
    !(closed && closed.term === term && closed.scope === scope);
  const loading = open && answer?.key !== key;
  const shown = open && answer?.status === 'ok' ? answer : null;
  const items = shown?.items ?? [];
  const active = !loading && activeAt && activeAt.key === answer?.key ? activeAt.index : null;

  // The latest values for the listeners and callbacks below.
  const latest = useRef({ open, term, scope });
  useLayoutEffect(() => {
    latest.current = { open, term, scope };
  });

  const close = useCallback((saveScope?: SearchScope) => {
    const { open: isOpen, term: current, scope: currentScope } = latest.current;
    if (!isOpen) return;
    latest.current.open = false;
    setClosed({ term: current, scope: currentScope });
    saveQuery(current, saveScope ?? currentScope);
  }, []);

  // Search 250 ms after the last keystroke (at once after a scope change); a newer term aborts the older fetch.
  const lastScope = useRef(scope);
  useEffect(() => {
    if (key === null || searched === null) return;
    const delay = lastScope.current === scope ? SEARCH_DEBOUNCE_MS : 0;
    lastScope.current = scope;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ q: searched, scope, limit: String(OVERLAY_LIMIT) });
      fetch(`/api/v1/search?${query}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((res) =>
          res.ok ? (res.json() as Promise<Omit<Answer, 'key' | 'scope'>>) : Promise.reject(res),
        )
        .then((body) => setAnswer({ ...body, scope, key }))
        .catch(() => {
          // Spec 1 §8 "other failed data loads": no message; the plain form still leads to the results page.
          if (!controller.signal.aborted) setFailedKey(key);
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, searched, scope]);

  // Tell the box how the combobox stands.
  const activeId = active !== null ? optionId(active) : null;
  const controls = open ? (items.length > 0 ? listboxId : popupId) : null;
  useEffect(() => {
    setAria({ expanded: open, controls, active: activeId });
  }, [open, controls, activeId, setAria]);
  useEffect(() => () => setAria({ expanded: false, controls: null, active: null }), [setAria]);

  // Close on a click (or tap) outside, on focus moving elsewhere and on submit.
  useEffect(() => {
    const boxEl = boxRef.current;
    const formEl = formRef.current;
    if (!boxEl || !formEl) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !boxEl.contains(event.target)) close();
    };
    const focusOut = (event: FocusEvent) => {
      // Only when focus goes to something else: a phone's keyboard closing blurs to nothing, and stays.
      if (event.relatedTarget instanceof Node && !boxEl.contains(event.relatedTarget)) close();
    };
    const submit = () => close();
    document.addEventListener('pointerdown', outside);
    boxEl.addEventListener('focusout', focusOut);
    formEl.addEventListener('submit', submit);
    return () => {
      document.removeEventListener('pointerdown', outside);
      boxEl.removeEventListener('focusout', focusOut);
      formEl.removeEventListener('submit', submit);
    };
  }, [boxRef, formRef, close]);
  // The sticky bar's box goes away when the visitor scrolls back up: that closes its overlay too.
  useEffect(() => () => close(), [close]);

  const choose = (href: string) => {
    close();
    void navigate(href);
  };

  const chooseScope = (next: SearchScope) => {
    // Spec 1 §4: with results already on the page, the page goes to the chosen section (which sets shop and
    // toggle); elsewhere the overlay searches the chosen scope and the results page will set them.
    if (onResultsPage && searched !== null) {
      close(next);
      void navigate(searchResultsHref(searched, next));
    } else {
      setScope(next);
    }
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      if (!open) {
        // APG: the arrow keys open a closed popup again.
        setClosed(null);
        setTypedOn({ term, page: location.key });
        return;
      }
      const next = moveActive(active, items.length, event.key);
      setActiveAt(answer && next !== null ? { key: answer.key, index: next } : null);
    } else if (event.key === 'Enter') {
      const item = active !== null ? items[active] : undefined;
      if (item) {
        event.preventDefault();
        choose(item.href);
      }
      // Without an active option Enter submits the form: the results page, and the submit closes the overlay.
    } else if (event.key === 'Escape' && open) {
      // Closes and keeps the term (the browser would empty a search field on Escape).
      event.preventDefault();
      close();
    }
  };
  useLayoutEffect(() => {
    keysRef.current = onKey;
  });
  useEffect(() => () => void (keysRef.current = null), [keysRef]);

  // Decision 557: the counts are the results page's; a prefix may list books the page (whole words) does not.
  const none = shown !== null && shown.total === 0 && shown.items.length === 0;
  const wider = shown && none ? widerScope(shown.scope, shown.counts, scopes) : null;
  // '1.000+' when a broad search counted no further.
  const countOf = (answer: Answer, s: SearchScope) =>
    answer.counts.capped?.includes(s)
      ? t('search.count_more', { count: answer.counts[s].toLocaleString('nl-NL') })
      : answer.counts[s].toLocaleString('nl-NL');
  const scopeName = (s: SearchScope) => t(`search.scope.${s}`);
  const announcement =
    !shown || loading
      ? ''
      : shown.total > 0
        ? `${t(shown.total === 1 ? 'search.overlay.count_one' : 'search.overlay.count', {
            count: countOf(shown, shown.scope),
            scope: scopeName(shown.scope),
          })}. ${t(shown.total > shown.items.length ? 'search.overlay.shown' : 'search.overlay.shown_all', { shown: shown.items.length })}`
        : shown.items.length > 0
          ? t('search.overlay.shown_all', { shown: shown.items.length })
          : wider
            ? `${t('search.no_results_in_scope', { scope: scopeName(shown.scope) })} ${t('search.results_in_wider_scope', { scope: scopeName(wider) })}`
            : t('search.no_results');

  // Clicks inside the popup keep the focus in the input, so typing goes on and nothing blurs mid-click.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  // Escape on a scope button (reached with Tab) closes too, and brings the visitor back to the term.
  const popupKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
    const input = formRef.current?.elements.namedItem('q');
    if (input instanceof HTMLInputElement) input.focus();
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {open ? (
        <div
          id={popupId}
          className={`${styles.popup} ${compact ? styles.compact : ''}`}
          onMouseDown={keepFocus}
          onKeyDown={popupKey}
          aria-busy={loading}
        >
          <div role="group" aria-label={t('search.scopes_label')} className={styles.scopes}>
            {scopes.map((s) => (
              <button
                key={s}
                type="button"
                className={styles.scope}
                aria-pressed={s === scope}
                onClick={() => chooseScope(s)}
              >
                {scopeName(s)}
                {shown ? <span className={styles.count}>({countOf(shown, s)})</span> : null}
              </button>
            ))}
          </div>
          {loading ? (
            <p className={styles.loading} aria-hidden="true">
              {t('search.loading')}
            </p>
          ) : null}
          {shown && !loading && none ? (
            <div className={styles.notice}>
              {wider ? (
                <>
                  <p>{t('search.no_results_in_scope', { scope: scopeName(shown.scope) })}</p>
                  <button type="button" className={styles.wider} onClick={() => chooseScope(wider)}>
                    {t('search.results_in_wider_scope', { scope: scopeName(wider) })} ({countOf(shown, wider)}
                    )
                  </button>
                </>
              ) : (
                <p>{t('search.no_results')}</p>
              )}
            </div>
          ) : null}
          {items.length > 0 ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label={t('search.overlay.label')}
              className={`${styles.list} ${loading ? styles.stale : ''}`}
            >
              {items.map((item, i) => (
                <li
                  key={item.sku}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onClick={() => choose(item.href)}
                >
                  <img src={item.coverUrl} alt="" width={40} height={60} className={styles.cover} />
                  <span className={styles.text}>
                    <span className={styles.title}>{item.title}</span>
                    {item.author ? <span className={styles.author}>{item.author}</span> : null}
                  </span>
                  {item.priceCents !== null ? (
                    <span className={styles.price}>{formatEuro(item.priceCents)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {shown && !loading && shown.total > 0 && shown.total !== shown.items.length ? (
            <Link
              to={searchResultsHref(shown.term, shown.scope)}
              className={styles.all}
              onClick={() => close()}
            >
              {t('search.show_all', { count: countOf(shown, shown.scope) })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
