import { siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import { useLocale } from '@chardham/shared/router';
import styles from './form.module.css';

const [phone] = siteConfig.contact.phones;

const words = {
  en: {
    saved:
      'No signal: your form is saved on this phone and will be sent by itself when the signal returns. Nothing you typed is lost. You can still call us on ',
    or: ' or message us on ',
    end: '.',
  },
  hi: {
    saved:
      'सिग्नल नहीं है: आपका फ़ॉर्म इस फ़ोन पर सहेज लिया गया है और सिग्नल लौटते ही अपने-आप भेज दिया जाएगा। आपकी लिखी कोई बात नहीं खोएगी। तब तक आप हमें ',
    or: ' पर फ़ोन कर सकते हैं या ',
    end: ' पर संदेश भेज सकते हैं।',
  },
} as const;

/** The class of a form's status message while its form is kept on the phone. */
export const queuedClass = `${styles.message} ${styles.queued}`;

/**
 * A form sent without signal is kept on this phone (outbox, issue 30): said in the page's language,
 * with the phone and WhatsApp, which work without data. Goes inside the form's own polite status.
 */
export function QueuedMessage() {
  const locale = useLocale();
  const w = words[locale];
  return (
    <>
      {w.saved}
      <a href={telHref(phone)}>{phone.display}</a>
      {w.or}
      <a href={whatsappHref(locale)} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </a>
      {w.end}
    </>
  );
}
