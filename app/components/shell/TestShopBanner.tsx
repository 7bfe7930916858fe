// Issue 27 #3 (decision 512): a shop on a domain that takes payments through the built-in test gateway
// (PAYMENTS=test) says so at the top of every page, error pages included: nothing paid here is real. Rendered on
// the server from the root loader's flag; the flag is the same for every visitor, so cached pages stay right.
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root';
import styles from './TestShopBanner.module.css';

export function TestShopBanner() {
  const testShop = (useRouteLoaderData('root') as RootData | undefined)?.testShop ?? false;
  if (!testShop) return null;
  return (
    <aside className={styles.banner} aria-label="Testwinkel" data-testid="test-shop-banner">
      <p>
        <strong>Dit is een testwinkel.</strong> Betalingen zijn niet echt: er wordt geen geld afgeschreven en
        bestellingen worden niet geleverd.
      </p>
    </aside>
  );
}
