import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useMessages } from '../../../i18n';
import type { LegalDocument } from '../../../schemas/info';
import styles from './legal.module.css';
import { LegalBlocks } from './legal-blocks';

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Contact and notes cards beside the text on wide screens, below it on phones. */
  aside: ReactNode;
  /** The closing note (Policy Updates, Jurisdiction and Governing Law). */
  closing: ReactNode;
}

/** A legal page: the dark header, six numbered sections, its side cards and a closing note. */
export function LegalDocumentView({ document, aside, closing }: LegalDocumentViewProps) {
  const t = useMessages().legal;
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={document.title}>
        <p>{t.lastUpdated(document.lastUpdated)}</p>
      </PageHeader>
      <div className={`ui-section ${styles.body}`}>
        <div className={`ui-container ${styles.layout}`}>
          <article className={styles.article}>
            <p className={styles.intro}>{document.intro}</p>
            {document.sections.map((section, index) => (
              <section key={section.id} className={styles.section} aria-labelledby={section.id}>
                <h2 id={section.id} className={styles.sectionTitle}>
                  <span className={styles.number}>{index + 1}.</span> {section.title}
                </h2>
                <LegalBlocks blocks={section.blocks} />
              </section>
            ))}
            {closing}
          </article>
          <aside className={styles.aside} aria-label={t.asideLabel}>
            {aside}
          </aside>
        </div>
      </div>
    </>
  );
}
