import { earlyAttribute } from '@chardham/shared/hydration';
import { useId, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The visitor's play/pause choice for something that moves by itself (WCAG 2.2.2). It starts paused
 * under prefers-reduced-motion; pressing Play is then an explicit request for motion. `id` is the
 * pause button's: a press before the page's code has run (decision 088) is the choice it starts with.
 */
export function useMotionControl() {
  const reduced = useReducedMotion();
  const id = `${useId()}-pause`;
  const [choice, setChoice] = useState<'play' | 'pause' | null>(() =>
    earlyAttribute(id, 'data-playing') === 'false' ? 'pause' : null,
  );
  const playing = choice ? choice === 'play' : !reduced;
  return { id, playing, toggle: () => setChoice(playing ? 'pause' : 'play') };
}
