import type { EnquirySlots } from '@chardham/shared/contracts';
import { enquiryForms } from '@chardham/shared/contracts/enquiry-forms';
import { useMessages } from '../../../i18n';
import styles from './package-list-page.module.css';

/** Spec §2: the itinerary-request block at the bottom of /packages, preset to the chardham profile. */
export function ItineraryRequest({ EnquiryForm }: Pick<EnquirySlots, 'EnquiryForm'>) {
  const t = useMessages().list.request;
  return (
    <section className={`ui-section ${styles.request}`} aria-labelledby="itinerary-request-title">
      <div className="ui-container">
        <div className={styles.requestIntro}>
          <h2 id="itinerary-request-title">{t.title}</h2>
          <p>{t.text}</p>
        </div>
        <EnquiryForm {...enquiryForms.packageList()} />
      </div>
    </section>
  );
}
