import { mailHref, siteConfig } from '@chardham/shared/config';
import { useLocale } from '@chardham/shared/router';
import { useMessages } from '../../../i18n';
import { privacyPolicyIn } from '../content/privacy-policy';
import { CompanyContacts } from './company-contacts';
import { LegalCard } from './legal-card';
import { LegalDocumentView } from './legal-document-view';

/** Privacy Policy (spec §2): six sections, contacts, the Data Protection Officer and Policy Updates. */
export function PrivacyPolicyPage() {
  const locale = useLocale();
  const { legal, site } = useMessages();
  const t = legal.privacy;
  return (
    <LegalDocumentView
      document={privacyPolicyIn(locale)}
      aside={
        <>
          <LegalCard id="privacy-contact" title={t.contactTitle}>
            <p>{t.contactIntro}</p>
            <CompanyContacts subject={t.contactSubject} />
          </LegalCard>
          <LegalCard id="privacy-dpo" title={t.dpoTitle}>
            <p>
              {t.dpo.before}{' '}
              <a href={mailHref(siteConfig.privacyEmail, t.dpoSubject)}>{siteConfig.privacyEmail}</a>
              {t.dpo.after}
            </p>
            <p>
              <strong>{t.response(site(siteConfig.responseTimes.privacy))}</strong>
            </p>
          </LegalCard>
        </>
      }
      closing={
        <LegalCard id="privacy-updates" title={t.updatesTitle} tone="highlight">
          <p>{t.updates}</p>
        </LegalCard>
      }
    />
  );
}
