import { useLocale } from '@chardham/shared/router';
import { Icon, type IconName } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import type { SupportChannel } from '../../../schemas/info';
import { supportChannelsIn } from '../content/channels';
import styles from './support-channels.module.css';

const icons: Record<SupportChannel['id'], IconName> = { phone: 'phone', email: 'mail', whatsapp: 'chat' };

/** Phone, email and WhatsApp, each with a Contact Now link that dials, writes or opens a chat. */
export function SupportChannels() {
  const t = useMessages().support.channels;
  const supportChannels = supportChannelsIn(useLocale());
  return (
    <section className="ui-section" aria-labelledby="channels-heading">
      <div className="ui-container">
        <SectionHeading id="channels-heading" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ul className={styles.grid}>
          {supportChannels.map((channel) => (
            <li key={channel.id} className={`ui-card ${styles.card}`}>
              <span className={styles.icon} data-channel={channel.id}>
                <Icon name={icons[channel.id]} />
              </span>
              <h3 className={styles.title}>{channel.title}</h3>
              <p className={styles.description}>{channel.description}</p>
              <p className={styles.contact}>{channel.contact}</p>
              <p className={styles.availability}>
                <Icon name="clock" className={styles.clock} />
                {channel.availability}
              </p>
              <a
                className={`ui-button ${styles.action}`}
                href={channel.href}
                {...(channel.id === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {t.contactNow} <span className="ui-visually-hidden">{channel.actionHint}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
