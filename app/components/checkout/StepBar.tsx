// Spec 3 §2: the three numbered checkout steps ('Vul je bestelgegevens in', 'Controleer je bestelling',
// 'Betaling'). A step before the current one is a link back (the input stays: it is saved on the order); the
// steps after it are plain text, since a step opens only when the one before it is valid.
import { Link } from 'react-router';
import { useT } from '../../lib/texts';
import styles from './Checkout.module.css';

export const CHECKOUT_STEPS = [
  { id: 'client', path: '/shoppingcart/client', title: 'checkout.step.client' },
  { id: 'review', path: '/shoppingcart/review', title: 'checkout.step.review' },
  { id: 'payment', path: '/shoppingcart/payment', title: 'checkout.step.payment' },
] as const;

export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]['id'];

export function StepBar({ current }: { current: CheckoutStepId | 'done' }) {
  const t = useT();
  const index =
    current === 'done' ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label={t('checkout.steps_label')} className={styles.steps}>
      <ol>
        {CHECKOUT_STEPS.map((step, i) => {
          const label = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span className="visually-hidden">{t('checkout.step_number', { n: i + 1 })}: </span>
              <span className={styles.stepTitle}>{t(step.title)}</span>
              {i < index ? <span className="visually-hidden"> {t('checkout.step_done')}</span> : null}
            </>
          );
          const state = i < index ? styles.stepDone : i === index ? styles.stepCurrent : styles.stepLater;
          return (
            <li key={step.id} className={`${styles.step} ${state}`}>
              {i < index && current !== 'done' ? (
                <Link to={step.path}>{label}</Link>
              ) : (
                <span aria-current={i === index ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
