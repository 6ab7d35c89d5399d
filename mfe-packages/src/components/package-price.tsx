import { formatRupees } from '@chardham/shared/content/format';
import { useMessages } from '../i18n';
import styles from './package-price.module.css';

interface Props {
  price: number | null;
  originalPrice: number | null;
  /** Light text for a dark background (the detail hero). */
  tone?: 'default' | 'light';
  /** 'start': one line from the left, under a card's name; 'end': stacked at the right. */
  align?: 'start' | 'end';
}

/** 'From ₹65,000' with the original price struck through where it is higher; a custom quote otherwise. */
export function PackagePrice({ price, originalPrice, tone = 'default', align = 'end' }: Props) {
  const t = useMessages().price;
  if (price === null) {
    return (
      <p className={styles.price} data-tone={tone} data-align={align}>
        <span className={styles.amount}>{t.customQuote}</span>
      </p>
    );
  }
  const reduced = originalPrice !== null && originalPrice > price;
  return (
    <p className={styles.price} data-tone={tone} data-align={align}>
      {reduced && (
        <s className={styles.original}>
          <span className="ui-visually-hidden">{t.original}</span>
          {formatRupees(originalPrice)}
        </s>
      )}
      <span className={styles.amount}>
        {reduced && <span className="ui-visually-hidden">{t.now}</span>}
        {formatRupees(price)}
      </span>
      <span className={styles.unit}>{t.perPerson}</span>
    </p>
  );
}
