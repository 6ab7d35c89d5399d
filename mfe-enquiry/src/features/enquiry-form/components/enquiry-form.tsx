import type { EnquiryFormProps } from '@chardham/shared/contracts';
import { useId } from 'react';

/** First cut of the enquiry form (spec §5): the fields, no submission yet. */
export function EnquiryForm({
  heading = 'Send us an enquiry',
  destination = 'Chardham Yatra',
}: EnquiryFormProps) {
  const id = useId();
  return (
    <form className="ui-card" style={{ padding: '1.5rem' }} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{heading}</h3>
      <p>Enquiring about {destination}</p>
      <label htmlFor={`${id}-name`}>Full name</label>
      <input id={`${id}-name`} name="name" required autoComplete="name" />
      <button type="submit" className="ui-button">
        Send Enquiry
      </button>
    </form>
  );
}
