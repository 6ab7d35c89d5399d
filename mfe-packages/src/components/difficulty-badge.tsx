import { useMessages } from '../i18n';
import { difficultyTone } from '../utils/difficulty-tone';
import styles from './difficulty-badge.module.css';

export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  const t = useMessages();
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-tone={difficultyTone(difficulty)}
    >
      <span className="ui-visually-hidden">{t.difficulty.label}</span>
      {difficulty}
    </span>
  );
}
