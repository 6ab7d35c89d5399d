import { earlyAttribute } from '@chardham/shared/hydration';
import { useState } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages, usePageLocale } from '../../../i18n';
import { itineraryDaysIn } from '../content/days';
import { DayCard, dayButtonId } from './day-card';
import styles from './itinerary.module.css';

/**
 * The nine-day itinerary (spec §2 Itinerary): every card starts collapsed and toggles on its own.
 * View Complete Itinerary opens all nine, and then offers to collapse them (docs/decisions/011). A
 * card opens at a tap before the page's code has run (decision 088); the code takes over what is open.
 */
export function ItinerarySection() {
  const m = useMessages().itinerary;
  const itineraryDays = itineraryDaysIn(usePageLocale());
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () =>
      new Set(
        itineraryDays
          .filter((day) => earlyAttribute(dayButtonId(day.id), 'aria-expanded') === 'true')
          .map((day) => day.id),
      ),
  );
  const allOpen = open.size === itineraryDays.length;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section id="itinerary" className={`ui-section ${styles.section}`} aria-labelledby="itinerary-title">
      <div className="ui-container">
        <SectionHeading id="itinerary-title" eyebrow={m.eyebrow} title={m.title}>
          {m.subtitle}
        </SectionHeading>
        <ol className={styles.list}>
          {itineraryDays.map((day) => (
            <DayCard key={day.id} day={day} open={open.has(day.id)} onToggle={() => toggle(day.id)} />
          ))}
        </ol>
        <div className={styles.more}>
          <button
            type="button"
            className="ui-button"
            aria-expanded={allOpen}
            onClick={() => setOpen(allOpen ? new Set() : new Set(itineraryDays.map((d) => d.id)))}
          >
            {allOpen ? m.collapseAll : m.expandAll}
          </button>
        </div>
      </div>
    </section>
  );
}
