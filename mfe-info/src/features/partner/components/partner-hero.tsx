import type { MouseEvent } from 'react';
import { PageHeader } from '../../../components/page-header';
import { moveTo } from '../../../utils/move-to';
import { anchors } from '../content/anchors';
import styles from './partner-hero.module.css';

/** Moves within the page instead of following the fragment, so focus lands where the visitor goes. */
const goTo = (sectionId: string, focusId?: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  moveTo(sectionId, focusId);
};

/** The Coming Soon hero with Get Notified (to the waitlist) and Learn More (to the benefits). */
export function PartnerHero() {
  return (
    <PageHeader eyebrow={<span className={styles.badge}>Coming Soon</span>} title="Become Our Partner">
      <p>
        A partner programme for travel agents and tour operators: offer your customers Chardham, DoDham,
        Kedarnath and Tungnath tours with our ground team in Uttarakhand behind every booking.
      </p>
      <div className={styles.actions}>
        <a
          className="ui-button ui-button--light"
          href={`#${anchors.waitlist}`}
          onClick={goTo(anchors.waitlist, anchors.waitlistFirstField)}
        >
          Get Notified
        </a>
        <a
          className={`ui-button ${styles.outline}`}
          href={`#${anchors.benefits}`}
          onClick={goTo(anchors.benefits, anchors.benefitsHeading)}
        >
          Learn More <span className="ui-visually-hidden">about partnership benefits</span>
        </a>
      </div>
    </PageHeader>
  );
}
