/** One step of how a custom package comes about. */
interface Step {
  title: string;
  text: string;
}

/**
 * The side cards of the custom package request page (spec §2), in either language: why a custom
 * package, in four points, and the four steps. The English (features/custom-request/content/
 * side-cards.ts) and the Hindi (side-cards.hi.ts beside it) both have this shape, and neither
 * imports the other.
 */
export interface SideCardsText {
  whyCustom: { title: string; points: readonly [string, string, string, string] };
  steps: readonly [Step, Step, Step, Step];
}
