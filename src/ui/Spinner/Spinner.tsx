import * as styles from './Spinner.css';

/** Decorative: the surrounding element carries the accessible busy state or text. */
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span aria-hidden="true" className={`${styles.base} ${styles.size[size]}`} />;
}
