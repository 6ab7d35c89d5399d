import { siteConfig, telHref, whatsappHref } from '@chardham/shared/config';

/**
 * Shown by the server above a page whose form was sent before its JavaScript ran (or with
 * JavaScript off): nothing was stored, and nothing the visitor typed went into a URL or a log
 * (docs/decisions/067-no-javascript-submit.md). Outside the app's root: hydration never sees it.
 */
export function NotSentNotice() {
  const [phone] = siteConfig.contact.phones;
  return (
    <div className="ui-notice" role="alert">
      <div className="ui-container">
        <p>
          <strong>Your details were not sent.</strong> The page had not finished loading when you pressed
          Send. Please check the form and send it again, or call us on{' '}
          <a href={telHref(phone)}>{phone.display}</a> or{' '}
          <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
            message us on WhatsApp
          </a>
          .
        </p>
      </div>
    </div>
  );
}
