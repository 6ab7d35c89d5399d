import { useMessages } from '../i18n';
import styles from './pause-button.module.css';

interface PauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  /**
   * What moves, in the page's language, e.g. 'slideshow': the label reads 'Pause slideshow' / 'Play
   * slideshow'.
   */
  what: string;
  tone?: 'light' | 'dark';
}

/** The visible pause/play control every self-moving element has (WCAG 2.2.2). */
export function PauseButton({ playing, onToggle, what, tone = 'dark' }: PauseButtonProps) {
  const { motion } = useMessages();
  const action = playing ? motion.pause : motion.play;
  return (
    <button
      type="button"
      className={styles.button}
      data-tone={tone}
      // The visible word starts the accessible name (WCAG 2.5.3), which also says what it controls.
      aria-label={motion.name(action, what)}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
      </svg>
      <span>{action}</span>
    </button>
  );
}
