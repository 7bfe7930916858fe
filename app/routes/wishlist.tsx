import { data, Link, useActionData, useLoaderData } from 'react-router';
import { EmptyState } from '../components/cart/EmptyState';
import { Feedback } from '../components/forms/Feedback';
import { WishlistEntries } from '../components/wishlist/WishlistEntries';
import { type CartActionData, refusalMessage } from '../components/cart/cart-form';
import type { WishlistPageData } from '../components/cart/cart-view';
import styles from '../components/cart/Cart.module.css';
import { wishlistAction } from '../lib/cart-actions.server';
import { wishlistEntries } from '../lib/cart-page.server';
import { formPageHeaders, PRIVATE_HEADERS } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/wishlist';

export const handle = { layout: 'single-column' };

/**
 * Spec 3 §2 /wishlist: the books kept for later with cover, price and availability; move one to the cart or
 * remove it; the empty text with continue-shopping. Private: this visitor's list and a form token.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const view = await context.services.cart.wishlist.view(context.cartOwner);
  return data<WishlistPageData>(
    { csrf: context.auth.csrfToken(), entries: wishlistEntries(view) },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  return wishlistAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('wishlist.title')),
    description: t('wishlist.description'),
    noindex: true,
  });
}

export default function WishlistPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as CartActionData | undefined;
  const t = useT();
  const message = posted?.sku ? undefined : refusalMessage(t, posted);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('wishlist.title')}</h1>
      {message ? <Feedback tone="error">{message}</Feedback> : null}
      {page.entries.length === 0 ? (
        <EmptyState textKey="wishlist.empty" />
      ) : (
        <>
          <WishlistEntries entries={page.entries} csrf={page.csrf} posted={posted} />
          <p>
            <Link to="/shoppingcart" className="button button-secondary">
              {t('wishlist.to_cart')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
