import { useMessages } from '../i18n';
import styles from './pause-button.module.css';

interface PauseButtonProps {
  /** From useMotionControl: where a press made before the page's code ran is found. */
  id: string;
  playing: boolean;
  onToggle: () => void;
  /**
   * What moves, in the page's language, e.g. 'slideshow': the label reads 'Pause slideshow' / 'Play
   * slideshow'.
   */
  what: string;
  tone?: 'light' | 'dark';
}

/**
 * The visible pause/play control every self-moving element has (WCAG 2.2.2). Both words and both
 * icons are in its HTML, the stylesheet shows the one `data-playing` calls for, and the other name
 * waits in `data-swap-label`: the early script swaps them at a press before the page's code has run
 * (decision 088).
 */
export function PauseButton({ id, playing, onToggle, what, tone = 'dark' }: PauseButtonProps) {
  const { motion } = useMessages();
  return (
    <button
      type="button"
      id={id}
      className={styles.button}
      data-tone={tone}
      data-early="pause"
      data-playing={playing}
      // The visible word starts the accessible name (WCAG 2.5.3), which also says what it controls.
      aria-label={motion.name(playing ? motion.pause : motion.play, what)}
      data-swap-label={motion.name(playing ? motion.play : motion.pause, what)}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path className={styles.whenPlaying} d="M4 2h3v12H4zM9 2h3v12H9z" />
        <path className={styles.whenPaused} d="M4 2l10 6-10 6z" />
      </svg>
      <span className={styles.whenPlaying}>{motion.pause}</span>
      <span className={styles.whenPaused}>{motion.play}</span>
    </button>
  );
}
