import { siteConfig } from '@chardham/shared/config';
import { hydrateAfter } from '@chardham/shared/testing/hydrate';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { CustomerSupportPage } from './customer-support-page';

describe('Customer Support', () => {
  it('offers three channels whose Contact Now dials, writes an email or opens WhatsApp', () => {
    renderRoute('/', <CustomerSupportPage />);
    const phone = screen.getByRole('link', { name: 'Contact Now by phone' });
    const email = screen.getByRole('link', { name: 'Contact Now by email' });
    const whatsapp = screen.getByRole('link', { name: 'Contact Now on WhatsApp' });
    expect(phone).toHaveAttribute('href', 'tel:+910000000001');
    expect(email.getAttribute('href')).toMatch(/^mailto:yatra@example\.com\?subject=/);
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/910000000002\?text=Namaste/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByText('24/7 emergency support')).toBeVisible();
    expect(screen.getByText('Response within 2 hours')).toBeVisible();
    expect(screen.getByText('Mon-Sun 8 AM - 10 PM')).toBeVisible();
  });

  it('opens and closes an FAQ answer with the keyboard', async () => {
    const user = userEvent.setup();
    renderRoute('/', <CustomerSupportPage />);
    const question = screen.getByRole('button', { name: 'What happens if I have to cancel?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('less than 7 days before departure: no refund');

    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('keeps an answer opened before the code ran open, and the next tap closes it (decision 088)', async () => {
    const user = userEvent.setup();
    const name = 'What happens if I have to cancel?';
    const ui = (
      <MemoryRouter>
        <CustomerSupportPage />
      </MemoryRouter>
    );
    // What the early script does at the tap: the question's state, its answer and its item.
    const { complaints } = await hydrateAfter(ui, (page) => {
      const question = within(page).getByRole('button', { name });
      question.setAttribute('aria-expanded', 'true');
      page.querySelector(`[id="${question.getAttribute('aria-controls')}"]`)?.removeAttribute('hidden');
      question.closest('[data-open]')?.setAttribute('data-open', 'true');
    });
    expect(complaints).toEqual([]);
    const question = screen.getByRole('button', { name });
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(question.getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('lists nine questions in three categories, each question inside a heading', () => {
    renderRoute('/', <CustomerSupportPage />);
    for (const category of ['Booking & Reservations', 'Travel & Itinerary', 'Safety & Health']) {
      const section = screen.getByRole('region', { name: category });
      expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    }
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(9);
  });

  it('shows the office and its hours, and why to choose our support', () => {
    renderRoute('/', <CustomerSupportPage />);
    expect(screen.getByRole('heading', { name: 'Visit Our Office' })).toBeVisible();
    expect(screen.getByText('Near the river ghat')).toBeVisible();
    expect(screen.getByText('Haridwar, Uttarakhand 249401')).toBeVisible();
    for (const slot of siteConfig.hours.support) expect(screen.getByText(slot.days)).toBeVisible();
    expect(screen.getByText(/15\+ years of experience/)).toBeVisible();
  });
});
