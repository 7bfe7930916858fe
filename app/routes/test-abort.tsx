// Spec 3 §2 "Test pages /test-upload and /test-abort exist" (decision 452): a slow request (?wacht=N seconds,
// 1–5) that the visitor can break off — with JavaScript by a button (an AbortController), without it by the
// browser's stop button or by leaving. The server stops waiting the moment the request is aborted (the Web
// request's signal, which the adapter aborts when the client goes); nothing else happens.
import { useEffect, useRef, useState } from 'react';
import { data, useLoaderData } from 'react-router';
import { Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { useHydrated } from '../lib/use-browser';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/test-abort';

export const handle = { layout: 'single-column' };

const DEFAULT_SECONDS = 3;
const MAX_SECONDS = 5;

/** Waits `ms`, or less when the request is aborted first; says which. */
function wait(ms: number, signal: AbortSignal): Promise<'done' | 'aborted'> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve('aborted');
    const timer = setTimeout(() => resolve('done'), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve('aborted');
    });
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('wacht');
  if (asked === null) return data({ waited: null, seconds: DEFAULT_SECONDS }, { headers: PRIVATE_HEADERS });
  const seconds = Math.min(MAX_SECONDS, Math.max(1, Math.trunc(Number(asked)) || DEFAULT_SECONDS));
  const outcome = await wait(seconds * 1000, request.signal);
  return data({ waited: outcome === 'done' ? seconds : null, seconds }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('test_abort.title')),
    description: t('test_abort.intro', { seconds: DEFAULT_SECONDS }),
    path: '/test-abort',
    noindex: true,
  });
}

type State = 'idle' | 'waiting' | 'done' | 'aborted';

export default function TestAbortPage() {
  const { waited, seconds } = useLoaderData<typeof loader>();
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(waited === null ? 'idle' : 'done');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current = new AbortController();
    setState('waiting');
    try {
      const res = await fetch(`/test-abort?wacht=${seconds}`, { signal: controller.current.signal });
      await res.text();
      setState('done');
    } catch {
      setState('aborted');
    }
  };

  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('test_abort.title')}</h1>
      <p className={formStyles.intro}>{t('test_abort.intro', { seconds })}</p>
      {state === 'waiting' ? (
        <Feedback tone="info">
          <p>{t('test_abort.waiting')}</p>
        </Feedback>
      ) : null}
      {state === 'done' ? (
        <Feedback tone="success">
          <p>{t('test_abort.done', { seconds: waited ?? seconds })}</p>
        </Feedback>
      ) : null}
      {state === 'aborted' ? (
        <Feedback tone="info">
          <p>{t('test_abort.aborted')}</p>
        </Feedback>
      ) : null}
      <div className={formStyles.actions}>
        {hydrated ? (
          <>
            <button
              type="button"
              className="button button-primary"
              onClick={start}
              disabled={state === 'waiting'}
            >
              {t('test_abort.start')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => controller.current?.abort()}
              disabled={state !== 'waiting'}
            >
              {t('test_abort.cancel')}
            </button>
          </>
        ) : (
          <a href={`/test-abort?wacht=${seconds}`} className="button button-primary">
            {t('test_abort.start')}
          </a>
        )}
      </div>
    </div>
  );
}
