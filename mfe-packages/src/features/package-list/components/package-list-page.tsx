import type { SlicePageProps } from '@chardham/shared/contracts';
import { href } from '@chardham/shared/routes';
import { Link } from 'react-router-dom';

/** First cut of /packages (spec §2 All Packages). */
export function PackageListPage({ slots }: SlicePageProps) {
  const { EnquiryForm } = slots;
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <Link to={href.home()} className="ui-button ui-button--light">
            Back to Home
          </Link>
          <h1>All Packages</h1>
          <p>Choose your perfect Chardham Yatra experience</p>
        </div>
      </header>
      <section className="ui-section" aria-labelledby="itinerary-request-title">
        <div className="ui-container">
          <h2 id="itinerary-request-title">Ready to start your spiritual journey?</h2>
          <p>Get a personalized itinerary for your Chardham Yatra</p>
          <EnquiryForm destination="Chardham Yatra" packageType="Complete Chardham Yatra" />
        </div>
      </section>
    </>
  );
}
