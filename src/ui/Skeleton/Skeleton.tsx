import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `text`: one line (give it a width); `block`: as wide as its box (give it a height) */
  shape?: keyof typeof styles.shape;
  /** CSS width, e.g. '60%' or '6em' (text lines look better uneven) */
  width?: string;
  className?: string;
}

/**
 * A grey placeholder where content is about to appear. It is decorative: whatever holds the
 * skeletons says "loading" to assistive technology (`aria-busy`, a status text).
 */
export function Skeleton({ shape = 'block', width, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.base, styles.shape[shape], className].filter(Boolean).join(' ')}
      style={width === undefined ? undefined : { width }}
    />
  );
}
