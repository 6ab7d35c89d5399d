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
 * region role: the APG advises against that many landmarks.
 */
export function FaqItem({ question, answer }: FaqItemProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-answer`;
  return (
    <div className={styles.item} data-open={open}>
      <h4 className={styles.question}>
        <button
          type="button"
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
