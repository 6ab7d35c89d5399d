import { earlyAttribute } from '@chardham/shared/hydration';
import { useId, useState } from 'react';
import { Icon } from '../../../components/icons';
import styles from './faq.module.css';

interface FaqItemProps {
  question: string;
  answer: string;
}

/**
 * One question as a disclosure (WAI-ARIA APG accordion pattern): a native button inside a heading, so
 * Enter and Space toggle it and the heading outline lists every question. Nine answers get no
 * region role: the APG advises against that many landmarks. It opens before the page's code has run
 * (`data-early`, decision 088), and the code takes over the state it finds.
 */
export function FaqItem({ question, answer }: FaqItemProps) {
  const id = useId();
  const panelId = `${id}-answer`;
  const buttonId = `${id}-question`;
  const [open, setOpen] = useState(() => earlyAttribute(buttonId, 'aria-expanded') === 'true');
  return (
    <div className={styles.item} data-open={open}>
      <h4 className={styles.question}>
        <button
          type="button"
          id={buttonId}
          data-early="toggle"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <Icon name="chevron" className={styles.chevron} />
        </button>
      </h4>
      <div id={panelId} className={styles.answer} hidden={!open}>
        <p>{answer}</p>
      </div>
    </div>
  );
}
