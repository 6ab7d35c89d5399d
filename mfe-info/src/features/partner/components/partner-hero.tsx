import type { MouseEvent } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useMessages } from '../../../i18n';
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
  const t = useMessages().partner;
  return (
    <PageHeader eyebrow={<span className={styles.badge}>{t.badge}</span>} title={t.title}>
      <p>{t.lead}</p>
      <div className={styles.actions}>
        <a
          className="ui-button ui-button--light"
          href={`#${anchors.waitlist}`}
          onClick={goTo(anchors.waitlist, anchors.waitlistFirstField)}
        >
          {t.getNotified}
        </a>
        <a
          className={`ui-button ${styles.outline}`}
          href={`#${anchors.benefits}`}
          onClick={goTo(anchors.benefits, anchors.benefitsHeading)}
        >
          {t.learnMore} <span className="ui-visually-hidden">{t.learnMoreHint}</span>
        </a>
      </div>
    </PageHeader>
  );
}
