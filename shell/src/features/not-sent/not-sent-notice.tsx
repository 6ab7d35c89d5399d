import { siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import type { Locale } from '@chardham/shared/i18n';
import { messagesFor } from '../../i18n';

/**
 * Shown by the server above a page whose form was sent before its JavaScript ran (or with
 * JavaScript off): nothing was stored, and nothing the visitor typed went into a URL or a log
 * (docs/decisions/067-no-javascript-submit.md). Outside the app's root: hydration never sees it.
 */
export function NotSentNotice({ locale }: { locale: Locale }) {
  const [phone] = siteConfig.contact.phones;
  const m = messagesFor(locale).notSent;
  return (
    <div className="ui-notice" role="alert">
      <div className="ui-container">
        <p>
          <strong>{m.title}</strong> {m.body} <a href={telHref(phone)}>{phone.display}</a> {m.or}{' '}
          <a href={whatsappHref(locale)} target="_blank" rel="noopener noreferrer">
            {m.whatsapp}
          </a>
          {locale === 'hi' ? '।' : '.'}
        </p>
      </div>
    </div>
  );
}
