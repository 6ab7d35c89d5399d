import { describe, expect, it } from 'vitest';
import { formatNotification } from '../functions/notify-outbox/format.ts';

describe("a notification's subject", () => {
  it('names the form and the visitor on one line', () => {
    expect(formatNotification('tour_inquiries', { name: 'Asha  Verma\n' }).subject).toBe(
      'New enquiry from Asha Verma',
    );
  });

  it('drops control and bidirectional characters a visitor typed into their name (issue 41)', () => {
    const subject = (name: string, company?: string) =>
      formatNotification(company ? 'partner_waitlist' : 'tour_inquiries', { name, company }).subject;
    // A right-to-left override would show "Asha" followed by reversed text the mail client renders.
    expect(subject('Asha\u202e moc.elgoog\u202c')).toBe('New enquiry from Asha moc.elgoog');
    expect(subject('Asha\u2066x\u2069\u200f')).toBe('New enquiry from Ashax');
    expect(subject('Asha\r\nBcc: someone@example.com')).toBe(
      'New enquiry from Asha Bcc: someone@example.com',
    );
    expect(subject('Asha\u0000\u0007\u009b')).toBe('New enquiry from Asha');
    expect(subject('Ravi', 'Yatra\u202eCo')).toBe('New partner waitlist entry from Ravi (YatraCo)');
    // The joiners Hindi spelling needs stay.
    expect(subject('क्\u200dष')).toBe('New enquiry from क्\u200dष');
  });
});
