import type { SlicePageProps } from '@chardham/shared/contracts';
import { href } from '@chardham/shared/routes';
import { Link } from 'react-router-dom';
import styles from './home-page.module.css';

/** First cut of the landing page: every anchored section of spec §2 Home, in order. */
export function HomePage({ slots }: SlicePageProps) {
  const { EnquiryForm } = slots;
  return (
    <>
      <section id="home" className={styles.hero} aria-labelledby="home-title">
        <div className="ui-container">
          <h1 id="home-title">Begin Your Sacred Chardham Journey</h1>
          <p>Yamunotri, Gangotri, Kedarnath and Badrinath, from Haridwar with people who live here.</p>
          <Link to={href.packages()} className="ui-button">
            Explore Packages
          </Link>
        </div>
      </section>
      <section id="destinations" className="ui-section" aria-labelledby="destinations-title">
        <div className="ui-container">
          <h2 id="destinations-title">Sacred Destinations</h2>
        </div>
      </section>
      <section id="packages" className="ui-section" aria-labelledby="packages-title">
        <div className="ui-container">
          <h2 id="packages-title">Our Packages</h2>
          <Link to={href.packages()}>View All Packages</Link>
        </div>
      </section>
      <section id="about" className="ui-section" aria-labelledby="about-title">
        <div className="ui-container">
          <h2 id="about-title">About Us</h2>
        </div>
      </section>
      <section id="itinerary" className="ui-section" aria-labelledby="itinerary-title">
        <div className="ui-container">
          <h2 id="itinerary-title">Complete Chardham Itinerary</h2>
        </div>
      </section>
      <section id="testimonials" className="ui-section" aria-labelledby="testimonials-title">
        <div className="ui-container">
          <h2 id="testimonials-title">What Our Travelers Say</h2>
        </div>
      </section>
      <section id="contact" className="ui-section" aria-labelledby="contact-title">
        <div className="ui-container">
          <h2 id="contact-title">Contact Us</h2>
          <EnquiryForm destination="Chardham Yatra" packageType="Complete Chardham Yatra" />
        </div>
      </section>
    </>
  );
}
