import { siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import type { Locale } from '@chardham/shared/i18n';
import { offlineWords } from './words';

const [phone] = siteConfig.contact.phones;

/**
 * What a phone without signal shows for a page it never saved (the service worker answers it,
 * docs/decisions/080-offline-and-service-worker.md): the company's phone and WhatsApp, which work
 * without data, and the pages saved on this phone, which the worker lists in place of
 * `[data-saved-pages]`. Written by the build, with no script.
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const w = offlineWords[locale];
  return (
    <main id="main" className="offline-page">
      <div className="ui-container">
        <p className="offline-page__brand">{siteConfig.brand.name}</p>
        <h1>{w.title}</h1>
        <p>{w.intro}</p>
        <p className="offline-page__actions">
          <a className="ui-button" href={telHref(phone)}>
            {w.call(phone.display)}
          </a>
          <a className="ui-button ui-button--ghost" href={whatsappHref(locale)}>
            {w.whatsapp}
          </a>
        </p>
        <h2>{w.savedTitle}</h2>
        <p data-saved-pages="">{w.noneSaved}</p>
        <p>
          {/* The worker points this at the page that was asked for. */}
          <a href={locale === 'hi' ? '/hi/' : '/'} data-try-again="">
            {w.tryAgain}
          </a>
        </p>
      </div>
    </main>
  );
}
