import { Link, useLocale } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { ResponsiveImage } from '@chardham/shared/ui';
import { useState } from 'react';
import { PauseButton } from '../../../components/pause-button';
import { useMotionControl } from '../../../components/use-motion-control';
import { useMessages } from '../../../i18n';
import { heroIntervalMs, heroSlidesIn } from '../content/slides';
import styles from './hero.module.css';
import { useSlideshow } from './use-slideshow';

/** The landing page's first screen: a four-slide slideshow under the headline (spec §2 Hero). */
export function Hero() {
  const { hero } = useMessages();
  const heroSlides = heroSlidesIn(useLocale());
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
        <span className={styles.eyebrow}>{hero.eyebrow}</span>
        <h1 id="home-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <div className={styles.actions}>
          <Link to={href.packages()} className="ui-button">
            {hero.explore}
          </Link>
          <a href="#itinerary" className={`ui-button ui-button--light ${styles.secondary}`}>
            {hero.itinerary}
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
              aria-label={hero.showSlide(i + 1, heroSlides.length)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <PauseButton playing={playing} onToggle={toggle} what={hero.slideshow} tone="light" />
      </div>
    </section>
  );
}
