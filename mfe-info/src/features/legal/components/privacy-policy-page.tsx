import { mailHref, siteConfig } from '@chardham/shared/config';
import { privacyPolicy } from '../content/privacy-policy';
import { CompanyContacts } from './company-contacts';
import { LegalCard } from './legal-card';
import { LegalDocumentView } from './legal-document-view';

/** Privacy Policy (spec §2): six sections, contacts, the Data Protection Officer and Policy Updates. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocumentView
      document={privacyPolicy}
      aside={
        <>
          <LegalCard id="privacy-contact" title="Contact Us">
            <p>Questions about this policy or about an enquiry you sent us:</p>
            <CompanyContacts subject="Privacy question" />
          </LegalCard>
          <LegalCard id="privacy-dpo" title="Data Protection Officer">
            <p>
              To see, correct or delete your information, write to our Data Protection Officer at{' '}
              <a href={mailHref(siteConfig.privacyEmail, 'Personal data request')}>
                {siteConfig.privacyEmail}
              </a>
              .
            </p>
            <p>
              <strong>Response {siteConfig.responseTimes.privacy}.</strong>
            </p>
          </LegalCard>
        </>
      }
      closing={
        <LegalCard id="privacy-updates" title="Policy Updates" tone="highlight">
          <p>
            We will update this policy when what we collect or how we use it changes. The date at the top
            shows the latest version; if a change affects information you have already given us, we will tell
            you by email before it takes effect.
          </p>
        </LegalCard>
      }
    />
  );
}
