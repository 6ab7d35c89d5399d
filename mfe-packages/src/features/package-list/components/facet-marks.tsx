import { detailedPackages } from '../../../content/package-details';
import { facetsOf } from '../utils/facets';
import styles from './package-list-page.module.css';

/**
 * One empty mark per package, carrying the filter codes it matches. Without JavaScript the
 * stylesheet hides the marks of the packages the selects leave out, as it hides their cards, and the
 * marks still shown make the count line and the empty state agree with the list. With JavaScript
 * they are never shown.
 */
export function FacetMarks() {
  return detailedPackages.map((pkg) => <i key={pkg.id} className={styles.mark} {...facetsOf(pkg)} />);
}
