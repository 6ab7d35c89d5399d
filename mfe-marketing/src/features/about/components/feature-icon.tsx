import type { Feature } from '../../../schemas/landing';

const paths: Record<Feature['icon'], string> = {
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 2 6 2v10l-6-2V6z',
  route:
    'M6 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm12 12a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM6 10v3a4 4 0 0 0 4 4h5v2h-5a6 6 0 0 1-6-6v-3h2zm4-6h4a6 6 0 0 1 6 6v4h-2v-4a4 4 0 0 0-4-4h-4V4z',
  support:
    'M12 3a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h2v-7H6v-1a6 6 0 1 1 12 0v1h-3v7h2v1h-4v2h4a2 2 0 0 0 2-2v-1.2A3 3 0 0 0 20 16v-5a8 8 0 0 0-8-8z',
  shield:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.2 14L7 12.2l1.4-1.4 2.4 2.4 4.8-4.8L17 9.8 10.8 16z',
};

/** Decorative: the feature's title says what it is. */
export function FeatureIcon({ name }: { name: Feature['icon'] }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
