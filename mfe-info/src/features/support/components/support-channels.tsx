import { Icon, type IconName } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import type { SupportChannel } from '../../../schemas/info';
import { supportChannels } from '../content/channels';
import styles from './support-channels.module.css';

const icons: Record<SupportChannel['id'], IconName> = { phone: 'phone', email: 'mail', whatsapp: 'chat' };

/** Phone, email and WhatsApp, each with a Contact Now link that dials, writes or opens a chat. */
export function SupportChannels() {
  return (
    <section className="ui-section" aria-labelledby="channels-heading">
      <div className="ui-container">
        <SectionHeading
          id="channels-heading"
          eyebrow="Get in touch"
          title="How Can We Help You?"
          intro="Choose the way that suits you. The same team answers on every channel, before and during your yatra."
        />
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
                Contact Now <span className="ui-visually-hidden">{channel.actionHint}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
