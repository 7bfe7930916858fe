import { data, useActionData, useLoaderData, useLocation } from 'react-router';
import { CART_REMARK_MAX } from '../../domain/cart-lines';
import { CartLines } from '../components/cart/CartLines';
import { CartTotals } from '../components/cart/CartTotals';
import { CompareCartsDialog } from '../components/cart/CompareCartsDialog';
import { ContinueButton, CountryForm, RemarkForm } from '../components/cart/CartOrderForms';
import { EmptyState } from '../components/cart/EmptyState';
import { Feedback } from '../components/forms/Feedback';
import { type CartActionData, refusalMessage } from '../components/cart/cart-form';
import type { CartPageData } from '../components/cart/cart-view';
import styles from '../components/cart/Cart.module.css';
import { cartAction } from '../lib/cart-actions.server';
import { cartPageLines, cartTotals, comparison } from '../lib/cart-page.server';
import { formPageHeaders, PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/shoppingcart';

export const handle = { layout: 'single-column' };

/**
 * Spec 3 §2 cart view (/shoppingcart and /shoppingcart/cart): the lines, the totals with shipping and VAT, the
 * country, the remark, the mixed-delivery notice and the way to checkout; after logging in with a second cart,
 * the compare dialog (spec 3 §4). Always private: it shows this visitor's cart and carries a form token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, guestToken } = context;
  const [view, found] = await Promise.all([
    context.services.cart.view(context.cartOwner),
    viewer.loggedIn && guestToken
      ? context.services.cart.compare(guestToken, viewer.userId)
      : Promise.resolve(null),
  ]);
  const url = new URL(request.url);
  return data<CartPageData>(
    {
      csrf: context.auth.csrfToken(),
      path: url.pathname,
      lines: cartPageLines(view),
      totals: cartTotals(view),
      remark: view.remark,
      remarkMaxLength: CART_REMARK_MAX,
      countryCode: view.countryCode,
      countries: view.countries,
      mixedDelivery: view.mixedDelivery,
      compare: comparison(found, url.searchParams.has('vergelijk')),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('cart.title')),
    description: t('cart.description'),
    noindex: true,
  });
}

export default function ShoppingCartPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as CartActionData | undefined;
  const location = useLocation();
  const t = useT();
  // Answers no field shows (a line removed twice, an expired compare form): above the cart.
  const message =
    posted && ['remove', 'merge-choice', 'add'].includes(posted.intent ?? '')
      ? refusalMessage(t, posted)
      : undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cart.title')}</h1>
      {message ? <Feedback tone="error">{message}</Feedback> : null}
      {page.compare ? (
        <CompareCartsDialog
          key={location.key}
          csrf={page.csrf}
          path={page.path}
          saved={page.compare.saved}
          guest={page.compare.guest}
          open={page.compare.open}
        />
      ) : null}
      {page.lines.length === 0 ? (
        <EmptyState textKey="cart.empty" />
      ) : (
        <div className={styles.layout}>
          <div className={styles.page}>
            <CartLines lines={page.lines} csrf={page.csrf} path={page.path} posted={posted} />
            {page.mixedDelivery ? <p className={styles.notice}>{t('cart.mixed_delivery')}</p> : null}
          </div>
          <div className={styles.aside}>
            {page.totals ? <CartTotals totals={page.totals} /> : null}
            <ContinueButton />
            <div className={styles.panel}>
              <CountryForm
                csrf={page.csrf}
                path={page.path}
                countryCode={page.countryCode}
                countries={page.countries}
                posted={posted}
              />
              <RemarkForm
                csrf={page.csrf}
                path={page.path}
                remark={page.remark}
                maxLength={page.remarkMaxLength}
                posted={posted}
              />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
