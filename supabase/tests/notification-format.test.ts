import { describe, expect, it } from 'vitest';
import { formatNotification } from '../functions/notify-outbox/format.ts';
import { formatSummary } from '../functions/notify-outbox/summary.ts';

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

describe('the summary of the submissions over the hourly cap (issue 41)', () => {
  const summary = formatSummary({
    count: 250,
    cap: 30,
    first_at: '2026-11-25T10:00:00+00:00',
    last_at: '2026-11-25T10:40:00+00:00',
    entries: [
      {
        form: 'tour_inquiries',
        id: 'ref-1',
        name: 'Asha\r\n- Fake line\u202e',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        created_at: '2026-11-25T10:00:00+00:00',
      },
      { form: 'partner_waitlist', id: 'ref-2', name: 'Ravi', company: 'Him Travels', email: 'r@example.in' },
    ],
  });

  it('gives each listed submission one line, whatever its name holds, and counts the rest', () => {
    expect(summary.subject).toBe('250 more submissions arrived: over 30 notification emails an hour');
    expect(summary.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- Enquiry · Asha - Fake line · asha@example.com · +91 98765 43210 · 25 Nov 2026, 3:30 pm IST · Reference ref-1',
      '- Partner waitlist entry · Ravi (Him Travels) · r@example.in · Reference ref-2',
    ]);
    expect(summary.text).toContain('And 248 more, not listed here: every one is in its table.');
    expect(summary.text).toContain('from 25 Nov 2026, 3:30 pm IST to 25 Nov 2026, 4:10 pm IST');
    expect(summary.replyTo).toBe('');
  });
});
