import { useMessages } from '../../../i18n';
import { CustomRequestForm } from './custom-request-form';
import styles from './custom-request-page.module.css';
import { SideCards } from './side-cards';

/** The custom package request page, shown for /package/custom-package (spec §2). */
export function CustomRequestPage() {
  const m = useMessages().custom;
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <span className={`ui-eyebrow ${styles.eyebrow}`}>{m.eyebrow}</span>
          <h1>{m.title}</h1>
          <p>{m.lead}</p>
        </div>
      </header>
      <section className="ui-section" aria-label={m.sectionLabel}>
        <div className={`ui-container ${styles.layout}`}>
          <CustomRequestForm />
          <SideCards />
        </div>
      </section>
    </>
  );
}
