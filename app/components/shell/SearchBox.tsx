import { Search } from '../ui/icons/Search';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { Form } from 'react-router';
import { SEARCH_SCOPES, type SearchScope, scopeForToggle, sectionForScope } from '../../../domain/search';
import { useShell } from '../../lib/shell';
import { useHydrated } from '../../lib/use-browser';
import { useT } from '../../lib/texts';
import styles from './SearchBox.module.css';

// The overlay's code loads on the first focus or keystroke, so the header costs the first load almost nothing.
// Should it fail to load (offline, or a deploy replaced the file), the plain form goes on working without it.
type OverlayComponent = ComponentType<{ bridge: SearchBoxBridge; compact: boolean }>;
const SearchOverlay = lazy((): Promise<{ default: OverlayComponent }> =>
  import('../search/SearchOverlay').catch(() => ({ default: () => null })),
);

/** What the overlay tells the box about itself, for the input's combobox attributes. */
export interface OverlayAria {
  expanded: boolean;
  controls: string | null;
  active: string | null;
}

/** The box's parts the lazily loaded overlay works with. */
export interface SearchBoxBridge {
  idBase: string;
  term: string;
  scope: SearchScope;
  scopes: readonly SearchScope[];
  setScope: (scope: SearchScope) => void;
  boxRef: RefObject<HTMLElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  setAria: (aria: OverlayAria) => void;
  /** The overlay's key handler for the input (arrows, Enter, Escape); null until the overlay is loaded. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
}

const CLOSED: OverlayAria = { expanded: false, controls: null, active: null };

/**
 * A plain GET form to the results page: it works before (and without) JavaScript. On top of it, once the page
 * is interactive, the input becomes a combobox with the search-as-you-type overlay (spec 1 §4 "Search
 * overlay"). The hidden section carries the search scope: the active toggle item's (1 own, 2 SB, 3 all), or
 * the one chosen in the overlay, so the results page sets the same shop and toggle (spec 1 §4 "Search scope").
 */
export function SearchBox({ compact = false, label }: { compact?: boolean; label?: string }) {
  const t = useT();
  const shell = useShell();
  const id = useId();
  const pageScope = scopeForToggle(shell?.toggle ?? 2);
  const scopes = SEARCH_SCOPES.filter((s) => s !== 'all' || shell?.shopAllAvailable);
  const [chosen, setChosen] = useState<{ scope: SearchScope; on: SearchScope } | null>(null);
  // A choice made in the overlay holds until the page's own scope changes (another shop or results section).
  const scope = chosen && chosen.on === pageScope ? chosen.scope : pageScope;
  const [term, setTerm] = useState('');
  const [wanted, setWanted] = useState(false);
  // The combobox attributes only once the overlay can work; before that it is a plain search field.
  const enhanced = useHydrated();
  const [aria, setAria] = useState<OverlayAria>(CLOSED);
  const boxRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const keysRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);

  const setScope = useCallback((s: SearchScope) => setChosen({ scope: s, on: pageScope }), [pageScope]);
  const load = () => setWanted(true);

  return (
    <search aria-label={label ?? t('shell.search_label')} className={styles.box} ref={boxRef}>
      <Form
        method="get"
        action="/search-results"
        ref={formRef}
        className={`${styles.search} ${compact ? styles.compact : ''}`}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('shell.search_label')}
        </label>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          placeholder={t('shell.search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          onFocus={load}
          onPointerDown={load}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            load();
          }}
          onKeyDown={(event) => keysRef.current?.(event)}
          {...(enhanced
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': aria.expanded,
                'aria-controls': aria.controls ?? undefined,
                'aria-activedescendant': aria.active ?? undefined,
              }
            : {})}
        />
        <input type="hidden" name="section" value={sectionForScope(scope)} />
        <button type="submit" className={styles.submit}>
          <Search aria-hidden="true" size={20} />
          <span className="visually-hidden">{t('shell.search_submit')}</span>
        </button>
      </Form>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchOverlay
            bridge={{ idBase: id, term, scope, scopes, setScope, boxRef, formRef, setAria, keysRef }}
            compact={compact}
          />
        </Suspense>
      ) : null}
    </search>
  );
}
