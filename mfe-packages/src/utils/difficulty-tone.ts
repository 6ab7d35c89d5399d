export type DifficultyTone = 'easy' | 'moderate' | 'hard';

/** Spec §2: green when the text contains easy, yellow when it contains moderate, red otherwise. */
export function difficultyTone(difficulty: string): DifficultyTone {
  const text = difficulty.toLowerCase();
  if (text.includes('easy')) return 'easy';
  if (text.includes('moderate')) return 'moderate';
  return 'hard';
}
