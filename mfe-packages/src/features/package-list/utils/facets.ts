import type { TourPackage } from '@chardham/shared/schemas/package';
import {
  difficultyOptions,
  durationOptions,
  matchesDifficulty,
  matchesDuration,
  matchesPrice,
  priceOptions,
} from './filters';

/**
 * The filter codes a package matches, per select, as the data attributes the list's cards carry
 * ('all' included: every package matches it). Without JavaScript the stylesheet hides the cards
 * whose attribute lacks the chosen code (docs/decisions/082-package-list-on-phones.md).
 */
export function facetsOf(pkg: TourPackage) {
  const codes = <T extends string>(options: readonly { value: T }[], matches: (value: T) => boolean) =>
    options
      .filter((option) => matches(option.value))
      .map((option) => option.value)
      .join(' ');
  return {
    'data-difficulty': codes(difficultyOptions, (value) => matchesDifficulty(pkg, value)),
    'data-duration': codes(durationOptions, (value) => matchesDuration(pkg, value)),
    'data-price': codes(priceOptions, (value) => matchesPrice(pkg, value)),
  };
}
