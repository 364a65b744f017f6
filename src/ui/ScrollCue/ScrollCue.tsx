import * as styles from './ScrollCue.css';

export { useScrollCue, useScrollEdges, type ScrollEdges } from './useScrollEdges';

/** The class of the frame around a box that scrolls sideways, for the fades to sit in. */
export const scrollCueFrame = styles.frame;
export const { fadeColor, fadeInsetStart } = styles;

/**
 * The fades on either side of a box that scrolls sideways, inside its frame (`scrollCueFrame`,
 * marked by useScrollCue): the side that has more shows a fade, so a cut-off row says that it
 * goes on. Decoration only: the content itself stays reachable by scrolling and by keyboard.
 */
export function ScrollFades() {
  return (
    <>
      <span className={styles.fadeStart} aria-hidden="true" data-scroll-cue="start" />
      <span className={styles.fadeEnd} aria-hidden="true" data-scroll-cue="end" />
    </>
  );
}
