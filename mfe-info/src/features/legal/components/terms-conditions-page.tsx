import { terms } from '../../../content/terms';
import { termsConditions, travelNotes } from '../content/terms-conditions';
import { CompanyContacts } from './company-contacts';
import styles from './legal.module.css';
import { LegalCard } from './legal-card';
import { LegalDocumentView } from './legal-document-view';

/** Terms & Conditions (spec §2, §9): six sections, Important Travel Notes, contacts and jurisdiction. */
export function TermsConditionsPage() {
  return (
    <LegalDocumentView
      document={termsConditions}
      aside={
        <>
          <LegalCard id="travel-notes" title="Important Travel Notes">
            <ul className={styles.notes}>
              {travelNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </LegalCard>
          <LegalCard id="terms-contact" title="Questions About These Terms">
            <CompanyContacts subject="Question about the terms" />
          </LegalCard>
        </>
      }
      closing={
        <LegalCard id="jurisdiction" title="Jurisdiction and Governing Law" tone="highlight">
          <p>
            These terms are governed by {terms.jurisdiction.law}. Any dispute arising from a booking is
            subject to the exclusive jurisdiction of the courts at {terms.jurisdiction.courts}.
          </p>
        </LegalCard>
      }
    />
  );
}
