import { difficultyTone } from '../utils/difficulty-tone';
import styles from './difficulty-badge.module.css';

export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-tone={difficultyTone(difficulty)}
    >
      <span className="ui-visually-hidden">Difficulty: </span>
      {difficulty}
    </span>
  );
}
