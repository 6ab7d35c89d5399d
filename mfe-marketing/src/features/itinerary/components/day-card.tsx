import { useHydrated } from '@chardham/shared/hydration';
import { Fragment } from 'react';
import { useMessages } from '../../../i18n';
import type { ItineraryDayText } from '../../../schemas/landing';
import styles from './itinerary.module.css';

interface DayCardProps {
  day: ItineraryDayText;
  open: boolean;
  onToggle: () => void;
}

/** The id of a day's button, which holds whether it is open. */
export const dayButtonId = (id: number) => `itinerary-day-${id}-button`;

/**
 * One itinerary day, a WAI-ARIA accordion item: a heading holds the button that shows or hides the
 * details. The whole summary is inside the button, so clicking anywhere on the card toggles it, and
 * the button's name is its visible text (WCAG 2.5.3 Label in Name: speech users say what they see).
 */
export function DayCard({ day, open, onToggle }: DayCardProps) {
  const m = useMessages().itinerary;
  const base = `itinerary-day-${day.id}`;
  // The server's HTML holds no details (below), and hydration must find what it holds: a card
  // opened before the code ran shows its details from the render after.
  const hydrated = useHydrated();
  return (
    <li className={styles.card} data-open={open}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={dayButtonId(day.id)}
          data-early="toggle"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${base}-panel`}
          onClick={onToggle}
        >
          {/* The spaces between the parts keep the words of the button's name apart. */}
          <span className={styles.number}>{m.day(day.id)}</span>{' '}
          <span className={styles.summary}>
            <span className={styles.titleRow}>
              <span className={styles.title}>{day.title}</span>{' '}
              <span className={styles.duration}>{day.duration}</span>
            </span>{' '}
            <span className={styles.description}>{day.description}</span>{' '}
            <span className={styles.tags}>
              {day.highlights.map((h) => (
                <Fragment key={h}>
                  <span className={styles.tag}>{h}</span>{' '}
                </Fragment>
              ))}
            </span>
          </span>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </h3>
      {/* No region role: nine panels may be open at once (WAI-ARIA APG, accordion). A closed panel is
          empty: nine closed panels' text in the page's HTML kept the landing page over the 14 KB its
          first round trip carries (decision 081). Opened before the page's code has run, a panel
          shows that its details are coming until they do (decision 088). */}
      <div id={`${base}-panel`} className={styles.panel} hidden={!open}>
        {open && hydrated && (
          <>
            <h4>{m.details}</h4>
            <p>{day.expandedDescription}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{m.accommodation}</dt>
                <dd>{day.accommodation}</dd>
              </div>
              <div>
                <dt>{m.meals}</dt>
                <dd>{day.meals}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </li>
  );
}
