import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { AFTER_LOGIN, CheckoutLogin } from '../components/checkout/CheckoutLogin';
import { StepBar } from '../components/checkout/StepBar';
import styles from '../components/checkout/Checkout.module.css';
import { formPageHeaders, PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import { action as loginAction } from './login';
import type { Route } from './+types/shoppingcart-login';

export const handle = { layout: 'single-column' };

/** Spec 3 §4 / §8: the text of a known email, verbatim (the client step sends the shopper here with it). */
const KNOWN_EMAIL = 'checkout.email.known';

/**
 * Spec 3 §2 login step /shoppingcart/login: part of step 1; a logged-in visitor goes on to the client step.
 * ?email= fills in the address the email check found; ?view=retrieve is the forgot-password view.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.viewer.loggedIn) throw redirect(AFTER_LOGIN);
  const params = new URL(request.url).searchParams;
  const email = (params.get('email') ?? '').slice(0, 200);
  return data(
    {
      csrf: context.auth.csrfToken(),
      view: (params.get('view') === 'retrieve' ? 'retrieve' : 'login') as 'login' | 'retrieve',
      email,
      known: email !== '',
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

/** The login page's own action (throttles, merge of the guest cart, the affiliate of a partner) with next=client. */
export async function action(args: Route.ActionArgs) {
  return loginAction(args as never);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('checkout.login_title')),
    description: t('checkout.description'),
    noindex: true,
  });
}

export default function CheckoutLoginPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as
    | {
        errors: Record<string, { key: string }>;
        formError: { key: string } | null;
        values: { email: string; view: string };
        sent?: string;
      }
    | undefined;
  const t = useT();
  const view = (posted?.values.view as 'login' | 'retrieve' | undefined) ?? loaded.view;
  return (
    <div className={styles.page}>
      <StepBar current="client" />
      <h1 className={styles.title}>{t('checkout.step.client')}</h1>
      <CheckoutLogin
        key={view}
        csrf={loaded.csrf}
        view={view}
        email={posted?.values.email ?? loaded.email}
        knownMessage={loaded.known && !posted ? t(KNOWN_EMAIL) : null}
        errors={posted?.errors}
        formError={posted?.formError}
        sent={posted?.sent ?? null}
      />
    </div>
  );
}
