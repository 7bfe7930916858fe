import { Truck } from '../ui/icons/Truck';
import { formatEuro } from '../../../domain/money';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import styles from './ShippingInfo.module.css';
import { SidebarBlock } from './SidebarBlock';

/** Spec 1 §9: free shipping from € 20 including VAT, only in the Netherlands. */
export function ShippingInfo({ shipping }: { shipping: ShellData['shipping'] }) {
  const t = useT();
  return (
    <SidebarBlock title={t('shell.shipping_title')} tone="card">
      <p className={styles.free}>
        <Truck aria-hidden="true" size={22} className={styles.icon} />
        <span>{t('shell.shipping_free', { amount: formatEuro(shipping.freeFromCents) })}</span>
      </p>
      <p className={styles.below}>
        {t('shell.shipping_below', { amount: formatEuro(shipping.defaultCents) })}
      </p>
    </SidebarBlock>
  );
}
