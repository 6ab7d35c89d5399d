export type DifficultyTone = 'easy' | 'moderate' | 'hard';

/**
 * Spec §2: green when the text contains easy, yellow when it contains moderate, red otherwise. A Hindi
 * difficulty reads the same way: आसान (easy), मध्यम (moderate), so 'मध्यम से कठिन' is yellow like
 * 'Moderate to Difficult'.
 */
export function difficultyTone(difficulty: string): DifficultyTone {
  const text = difficulty.toLowerCase();
  if (text.includes('easy') || text.includes('आसान')) return 'easy';
  if (text.includes('moderate') || text.includes('मध्यम')) return 'moderate';
  return 'hard';
}
