import styles from './PaymentBadges.module.css';

// Self-drawn badges in public/payment/ (no provider artwork from other hosts). A provider without a badge file
// is shown as a text badge in the same frame.
const BADGES: Record<string, string> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  paypal: 'paypal',
  creditcard: 'creditcard',
  visa: 'visa',
  mastercard: 'mastercard',
  klarna: 'klarna',
  applepay: 'applepay',
  'apple pay': 'applepay',
  sofort: 'sofort',
  giropay: 'giropay',
};

/** Spec 1 §2.2 footer payment logos (the server already left out 'Overboeking' and 'EPS'). */
export function PaymentBadges({ providers }: { providers: readonly string[] }) {
  return (
    <ul className={styles.badges}>
      {providers.map((name) => {
        const file = BADGES[name.toLowerCase()];
        return (
          <li key={name} className={styles.badge}>
            {file ? (
              <img
                src={`/payment/${file}.svg`}
                alt={name}
                width={56}
                height={36}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.textBadge}>{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
