import { Link } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { ResponsiveImage } from '@chardham/shared/ui';
import { useState } from 'react';
import { PauseButton } from '../../../components/pause-button';
import { useMotionControl } from '../../../components/use-motion-control';
import { heroIntervalMs, heroSlides } from '../content/slides';
import styles from './hero.module.css';
import { useSlideshow } from './use-slideshow';

/** The landing page's first screen: a four-slide slideshow under the headline (spec §2 Hero). */
export function Hero() {
  const { playing, toggle } = useMotionControl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, goTo } = useSlideshow(heroSlides.length, heroIntervalMs, playing && !hovered && !focused);

  return (
    <section
      id="home"
      className={styles.hero}
      aria-labelledby="home-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.slides}>
        {heroSlides.map((slide, i) => (
          <div
            key={slide.image.fallback}
            className={styles.slide}
            data-active={i === index}
            aria-hidden={i !== index}
          >
            {/* Later slides are fetched last, so they never compete with the first (the LCP image). The
                markup does not depend on load state: the prerendered page and hydration must agree. */}
            <ResponsiveImage
              image={slide.image}
              alt={slide.alt}
              sizes="(orientation: portrait) 160vh, 100vw"
              priority={i === 0}
              lowPriority={i !== 0}
              className={styles.image}
            />
          </div>
        ))}
      </div>
      <div className={`ui-container ${styles.content}`}>
        <span className={styles.eyebrow}>Pilgrimage tours from Haridwar</span>
        <h1 id="home-title" className={styles.title}>
          Begin Your Sacred Chardham Journey
        </h1>
        <p className={styles.subtitle}>
          Yamunotri, Gangotri, Kedarnath and Badrinath: the four holy dhams of the Himalaya, with a local team
          that takes care of every road, room and darshan from Haridwar.
        </p>
        <div className={styles.actions}>
          <Link to={href.packages()} className="ui-button">
            Explore Packages
          </Link>
          <a href="#itinerary" className={`ui-button ui-button--light ${styles.secondary}`}>
            See the 9-Day Itinerary
          </a>
        </div>
      </div>
      <div className={styles.controls}>
        <div className={styles.dots}>
          {heroSlides.map((slide, i) => (
            <button
              key={slide.image.fallback}
              type="button"
              className={styles.dot}
              aria-label={`Show slide ${i + 1} of ${heroSlides.length}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <PauseButton playing={playing} onToggle={toggle} what="slideshow" tone="light" />
      </div>
    </section>
  );
}
