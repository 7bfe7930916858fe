import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { FieldErrors, TextRef } from '../../domain/account-forms';
import { ClientStepForm, KnownEmail } from '../components/checkout/ClientStepForm';
import { clientValues, type FormValues, typedValues } from '../components/checkout/client-form';
import { StepBar } from '../components/checkout/StepBar';
import styles from '../components/checkout/Checkout.module.css';
import { Feedback } from '../components/forms/Feedback';
import { checkoutVisitor, clientFormErrors, parseClientForm, reasonOf } from '../lib/checkout.server';
import { formPageHeaders, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/shoppingcart-client';

export const handle = { layout: 'single-column' };

type ClientAnswer =
  | {
      kind: 'form';
      stage: 'email' | 'details';
      values: FormValues;
      errors: FieldErrors;
      formError: TextRef | null;
      notices: TextRef[];
      emailMessage: string | null;
    }
  | { kind: 'known'; email: string; message: string };

/**
 * Spec 3 §2 step 1 /shoppingcart/client ('Vul je bestelgegevens in'): opens only with something to order; a
 * customer starts with the profile, a returning shopper with the order's data (the input survives the steps).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const form = await context.services.checkout.clientForm(checkoutVisitor(request, context));
  if (form.cartEmpty) throw redirect('/shoppingcart');
  const values = clientValues(form);
  return data(
    {
      csrf: context.auth.csrfToken(),
      values,
      isGuest: form.isGuest,
      // A guest's email is checked first; once the order has one, the whole form shows.
      stage: (form.isGuest && !values.email ? 'email' : 'details') as 'email' | 'details',
      countries: form.countries,
      businessEnabled: form.businessEnabled,
      deliveryEnabled: form.deliveryEnabled,
      addressLookup: context.services.address.enabled,
      reason: reasonOf(new URL(request.url)),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

function answer(value: ClientAnswer, status = 200, extra: Record<string, string> = {}) {
  return data<ClientAnswer>(value, { status, headers: { ...PRIVATE_HEADERS, ...extra } });
}

function refused(
  values: FormValues,
  stage: 'email' | 'details',
  formError: TextRef,
  status: number,
  extra: Record<string, string> = {},
) {
  return answer(
    { kind: 'form', stage, values, errors: {}, formError, notices: [], emailMessage: null },
    status,
    extra,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { fields, csrfValid } = await readForm(request, context);
  const values = typedValues(fields);
  const stage = fields.intent === 'email' ? 'email' : 'details';
  if (!csrfValid) return refused(values, stage, { key: 'form_errors.csrf' }, 403);
  const visitor = checkoutVisitor(request, context);
  const checkout = context.services.checkout;

  if (stage === 'email') {
    const check = await checkout.checkEmail(visitor, fields.email ?? '');
    if (check.kind === 'throttled')
      return refused(
        values,
        stage,
        {
          key: 'errors.throttled',
          params: { minutes: Math.max(1, Math.ceil(check.retryAfterSeconds / 60)) },
        },
        429,
        {
          'retry-after': String(check.retryAfterSeconds),
        },
      );
    if (check.kind === 'invalid')
      return answer(
        {
          kind: 'form',
          stage,
          values,
          errors: clientFormErrors(check.errors),
          formError: null,
          notices: [],
          emailMessage: null,
        },
        400,
      );
    if (check.kind === 'known')
      return answer({ kind: 'known', email: (fields.email ?? '').trim(), message: check.message });
    // Unknown: the whole form, with the email filled in and the optional password.
    const form = await checkout.clientForm(visitor);
    return answer({
      kind: 'form',
      stage: 'details',
      values: { ...clientValues(form), email: (fields.email ?? '').trim() },
      errors: {},
      formError: null,
      notices: [],
      emailMessage: check.message,
    });
  }

  const result = await checkout.saveClient(visitor, parseClientForm(fields));
  switch (result.kind) {
    case 'ok': {
      const headers = new Headers(PRIVATE_HEADERS);
      if (result.registered) {
        // Spec 3 §5: the account made from the order is logged in; the guest cart moved into it.
        headers.append('set-cookie', context.auth.sessionCookie(result.registered.session));
        if (context.guestToken) headers.append('set-cookie', context.clearGuestCookie());
      }
      return redirect('/shoppingcart/review', { status: 303, headers });
    }
    case 'empty-cart':
      return redirect('/shoppingcart', 303);
    case 'known-email':
      return answer({ kind: 'known', email: (fields.email ?? '').trim(), message: result.message });
    case 'invalid':
      return answer(
        {
          kind: 'form',
          stage,
          values,
          errors: clientFormErrors(result.errors),
          formError: null,
          notices: result.notices,
          emailMessage: null,
        },
        400,
      );
    case 'throttled':
      return refused(
        values,
        stage,
        {
          key: 'errors.throttled',
          params: { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) },
        },
        429,
        {
          'retry-after': String(result.retryAfterSeconds),
        },
      );
    case 'busy':
      return refused(
        values,
        stage,
        { key: 'errors.busy', params: { seconds: result.retryAfterSeconds } },
        503,
        {
          'retry-after': String(result.retryAfterSeconds),
        },
      );
  }
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('checkout.step.client')),
    description: t('checkout.description'),
    noindex: true,
  });
}

export default function ClientStepPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const t = useT();
  const form = posted?.kind === 'form' ? posted : null;
  return (
    <div className={styles.page}>
      <StepBar current="client" />
      <h1 className={styles.title}>{t('checkout.step.client')}</h1>
      {loaded.reason ? <Feedback tone="info">{t(loaded.reason)}</Feedback> : null}
      {posted?.kind === 'known' ? (
        <KnownEmail email={posted.email} message={posted.message} />
      ) : (
        <ClientStepForm
          key={JSON.stringify(form ?? loaded.values)}
          csrf={loaded.csrf}
          values={form?.values ?? loaded.values}
          errors={form?.errors ?? {}}
          formError={form?.formError ?? null}
          notices={form?.notices ?? []}
          isGuest={loaded.isGuest}
          stage={form?.stage ?? loaded.stage}
          emailMessage={form?.emailMessage ?? null}
          countries={loaded.countries}
          businessEnabled={loaded.businessEnabled}
          deliveryEnabled={loaded.deliveryEnabled}
          addressLookup={loaded.addressLookup}
        />
      )}
    </div>
  );
}
