import { CustomRequestForm } from './custom-request-form';
import styles from './custom-request-page.module.css';
import { SideCards } from './side-cards';

/** The custom package request page, shown for /package/custom-package (spec §2). */
export function CustomRequestPage() {
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <span className={`ui-eyebrow ${styles.eyebrow}`}>Personalized itinerary</span>
          <h1>Custom Package Request</h1>
          <p>Tell us how you want to travel and we will create a personalized itinerary for your yatra.</p>
        </div>
      </header>
      <section className="ui-section" aria-label="Your request">
        <div className={`ui-container ${styles.layout}`}>
          <CustomRequestForm />
          <SideCards />
        </div>
      </section>
    </>
  );
}
