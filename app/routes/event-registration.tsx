// Spec 3 §2 the event registration at /inschrijving/{ref} and /subscription/{ref} (issue 15 #2): the event, then the
// coupon check first, then the form with the optional guest; after registering the thanks and the event's
// textAfterRegistration; a sold-out text when the places are gone (spec 3 §8). Without a reference: /events.
import { useEffect, useRef } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { CouponForm } from '../components/events/CouponForm';
import { EventFacts, PlacesLeft } from '../components/events/EventFacts';
import styles from '../components/events/Events.module.css';
import { RegistrationForm } from '../components/events/RegistrationForm';
import type { ClosedReason, RegistrationResult } from '../components/events/types';
import { Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { shopHomePath } from '../lib/breadcrumbs';
import { registrationAction, registrationLoader } from '../lib/events.server';
import { formPageHeaders } from '../lib/forms.server';
import { pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useShell } from '../lib/shell';
import { useT } from '../lib/texts';
import type { Route } from './+types/event-registration';

export const handle = { layout: 'single-column' };

export const loader = ({ params, context }: Route.LoaderArgs) => registrationLoader(params.ref, context);
export const action = ({ params, request, context }: Route.ActionArgs) =>
  registrationAction(params.ref ?? '', request, context);

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const event = args.loaderData?.event;
  if (!event) return [];
  return seoMeta(args, {
    title: pageTitle(args.matches, event.title),
    description: event.description.slice(0, 160),
    path: `/inschrijving/${event.reference}`,
  });
}

const CLOSED_TEXT: Record<ClosedReason, string> = {
  sold_out: 'events.sold_out',
  not_enough_places: 'events.not_enough_places',
  postponed: 'events.closed_postponed',
  past: 'events.closed_past',
};

function Done({ text, unmailed }: { text: string; unmailed: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={formStyles.form}>
      <Feedback tone="success">
        <p>{t(unmailed ? 'events.registered_unmailed' : 'events.registered')}</p>
      </Feedback>
      {text ? (
        <div className={styles.after}>
          {text.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      <p>
        <Link to="/events">{t('events.back')}</Link>
      </p>
    </div>
  );
}

export default function EventRegistrationPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Partial<RegistrationResult> | undefined;
  const t = useT();
  const shell = useShell();
  const { event } = loaded;
  const step = result?.step ?? (result?.values?.intent === 'form' ? 'form' : 'coupon');
  const closed: ClosedReason | null =
    step === 'closed' ? (result?.reason ?? 'sold_out') : event.state === 'open' ? null : event.state;
  let body;
  if (step === 'done')
    body = <Done text={result?.textAfterRegistration ?? ''} unmailed={result?.unmailed === true} />;
  else if (closed && closed !== 'not_enough_places')
    body = (
      <div className={formStyles.form}>
        <Feedback tone="info">
          <p>{t(CLOSED_TEXT[closed])}</p>
        </Feedback>
        <p>
          <Link to="/events">{t('events.back')}</Link>
        </p>
      </div>
    );
  else if (step === 'form' || closed === 'not_enough_places')
    body = (
      <>
        {closed === 'not_enough_places' ? (
          <Feedback tone="error">
            <p>{t(CLOSED_TEXT.not_enough_places)}</p>
          </Feedback>
        ) : null}
        <RegistrationForm
          csrf={loaded.csrf}
          formKey={loaded.formKey}
          maxTextLength={loaded.maxTextLength}
          explanation={event.explanationForm}
          result={result ?? {}}
        />
      </>
    );
  else body = <CouponForm csrf={loaded.csrf} result={result} />;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: t('seo.home'), href: shopHomePath(shell?.shop ?? 'SHOP_SB') },
          { label: t('events.title'), href: '/events' },
          { label: t('events.registration_crumb'), href: `/inschrijving/${event.reference}` },
        ]}
      />
      <h1>{t('events.registration_title', { title: event.title })}</h1>
      <div className={styles.registration}>
        <aside className={styles.card} aria-labelledby="event-about">
          <h2 id="event-about" className="visually-hidden">
            {event.title}
          </h2>
          <EventFacts event={event} />
          {event.description ? <p className={styles.description}>{event.description}</p> : null}
          <PlacesLeft event={event} />
        </aside>
        <div>{body}</div>
      </div>
    </div>
  );
}
