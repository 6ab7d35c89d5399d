import { useLocale } from '@chardham/shared/router';
import { terms } from '../../../content/terms';
import { useMessages } from '../../../i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import { termsConditionsIn, travelNotesIn } from '../content/terms-conditions';
import { CompanyContacts } from './company-contacts';
import styles from './legal.module.css';
import { LegalCard } from './legal-card';
import { LegalDocumentView } from './legal-document-view';

/** Terms & Conditions (spec §2, §9): six sections, Important Travel Notes, contacts and jurisdiction. */
export function TermsConditionsPage() {
  const locale = useLocale();
  const t = useMessages().legal.terms;
  const jurisdiction = locale === 'hi' ? hindiWords.get().jurisdictionHi : terms.jurisdiction;
  return (
    <LegalDocumentView
      document={termsConditionsIn(locale)}
      aside={
        <>
          <LegalCard id="travel-notes" title={t.notesTitle}>
            <ul className={styles.notes}>
              {travelNotesIn(locale).map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </LegalCard>
          <LegalCard id="terms-contact" title={t.questionsTitle}>
            <CompanyContacts subject={t.questionsSubject} />
          </LegalCard>
        </>
      }
      closing={
        <LegalCard id="jurisdiction" title={t.jurisdictionTitle} tone="highlight">
          <p>{t.jurisdiction(jurisdiction.law, jurisdiction.courts)}</p>
        </LegalCard>
      }
    />
  );
}
