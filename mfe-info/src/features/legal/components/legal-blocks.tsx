import type { LegalBlock } from '../../../schemas/info';
import styles from './legal.module.css';

/** Paragraphs and lists of one legal section. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    if (block.kind === 'paragraph') return <p key={key}>{block.text}</p>;
    return (
      <div key={key}>
        {block.lead && <p className={styles.lead}>{block.lead}</p>}
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    );
  });
}
