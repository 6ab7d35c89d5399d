import { useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The visitor's play/pause choice for something that moves by itself (WCAG 2.2.2). It starts paused
 * under prefers-reduced-motion; pressing Play is then an explicit request for motion.
 */
export function useMotionControl() {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reduced;
  return { playing, toggle: () => setChoice(playing ? 'pause' : 'play') };
}
