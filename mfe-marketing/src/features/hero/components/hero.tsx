import { Link, useLocale } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { ResponsiveImage } from '@chardham/shared/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { PauseButton } from '../../../components/pause-button';
import { useMotionControl } from '../../../components/use-motion-control';
import { useMessages } from '../../../i18n';
import { heroIntervalMs, heroSlidesIn } from '../content/slides';
import styles from './hero.module.css';
import { useSlideshow } from './use-slideshow';

/**
 * The slide the stylesheet's turning shows now: its first slide's animation runs one cycle of all
 * the slides (hero.module.css), shown from 6% to 25% of it, the next slide a quarter later. 0 where
 * nothing turns (reduced motion, or a browser without the Web Animations API).
 */
function slideOnScreen(slides: HTMLElement | null, count: number): number {
  const first = slides?.firstElementChild;
  const progress = first?.getAnimations?.()[0]?.effect?.getComputedTiming().progress;
  if (typeof progress !== 'number') return 0;
  return Math.floor(((((progress - SHOWN_FROM) % 1) + 1) % 1) * count) % count;
}

/** Where a slide is fully shown in its cycle: after its 1.2 s fade of a 20 s cycle (hero.module.css). */
const SHOWN_FROM = 0.06;

/** The slides' container, whose dots name it: a dot pressed before the code ran stopped its turning. */
const SLIDES_ID = 'hero-slides';

/**
 * The slide a dot pressed before the page's code ran left on screen (decision 088), or null where
 * the stylesheet still turns them (or in a server render).
 */
function slideChosenEarly(): number | null {
  if (typeof document === 'undefined') return null;
  const slides = document.getElementById(SLIDES_ID);
  if (!slides || slides.hasAttribute('data-autoplay')) return null;
  const index = [...slides.children].findIndex((slide) => slide.getAttribute('data-active') === 'true');
  return Math.max(0, index);
}

/** The landing page's first screen: a four-slide slideshow under the headline (spec §2 Hero). */
export function Hero() {
  const { hero } = useMessages();
  const heroSlides = heroSlidesIn(useLocale());
  const { id: pauseId, playing, toggle } = useMotionControl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until this code runs (it loads on the visitor's reach), the stylesheet turns the slides. Once it
  // runs, it takes over from the slide on screen (docs/decisions/083-javascript-of-the-landing-page.md).
  // A dot pressed before then stopped the turning on its slide (decision 088).
  const [chosenEarly] = useState(slideChosenEarly);
  const [stylesheetTurns, setStylesheetTurns] = useState(chosenEarly === null);
  const slides = useRef<HTMLDivElement>(null);
  const { index, goTo } = useSlideshow(
    heroSlides.length,
    heroIntervalMs,
    !stylesheetTurns && playing && !hovered && !focused,
    chosenEarly ?? 0,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page has hydrated.
  useLayoutEffect(() => {
    if (chosenEarly === null) goTo(slideOnScreen(slides.current, heroSlides.length));
    setStylesheetTurns(false);
  }, []);

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
      <div id={SLIDES_ID} className={styles.slides} ref={slides} data-autoplay={stylesheetTurns || undefined}>
        {heroSlides.map((slide, i) => (
          <div
            key={slide.image.fallback}
            className={styles.slide}
            data-active={i === index}
            aria-hidden={i !== index}
          >
            {/* The artwork stands behind the title, which is the page's largest paint: every slide is
                fetched at low priority, after layout, and never competes with the text and its
                stylesheets (decision 081). The markup does not depend on load state: the
                prerendered page and hydration must agree. */}
            <ResponsiveImage
              image={slide.image}
              alt={slide.alt}
              sizes="(orientation: portrait) 160vh, 100vw"
              lowPriority
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
      <div className={styles.controls} data-autoplay={stylesheetTurns || undefined}>
        <div className={styles.dots}>
          {heroSlides.map((slide, i) => (
            <button
              key={slide.image.fallback}
              type="button"
              className={styles.dot}
              data-early="slide"
              aria-controls={SLIDES_ID}
              aria-label={hero.showSlide(i + 1, heroSlides.length)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <PauseButton id={pauseId} playing={playing} onToggle={toggle} what={hero.slideshow} tone="light" />
      </div>
    </section>
  );
}
