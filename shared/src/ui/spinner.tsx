/** A decorative spinner; the text next to it carries the meaning. */
export function Spinner() {
  return <span className="ui-spinner" aria-hidden="true" />;
}
