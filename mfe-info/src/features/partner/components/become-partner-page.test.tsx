import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { BecomePartnerPage } from './become-partner-page';

describe('Become Partner', () => {
  it('shows the Coming Soon hero, the benefits and what is coming', () => {
    renderRoute('/', <BecomePartnerPage />);
    expect(screen.getByText('Coming Soon')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Become Our Partner' })).toBeVisible();
    for (const name of ['Growing Network', 'Revenue Growth', 'Trusted Brand', 'Premium Support']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    for (const name of ['Partner Dashboard', 'Marketing Tools', 'Partner Community']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  it('Get Notified moves focus to the waitlist form, Learn More to the benefits', async () => {
    const user = userEvent.setup();
    renderRoute('/', <BecomePartnerPage />);
    await user.click(screen.getByRole('link', { name: 'Get Notified' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Learn More about partnership benefits' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Partnership Benefits' })).toHaveFocus();
  });

  it('gives the partnerships contacts: email, phone and Haridwar', () => {
    renderRoute('/', <BecomePartnerPage />);
    expect(screen.getByRole('link', { name: 'partners@example.com' })).toHaveAttribute(
      'href',
      'mailto:partners@example.com?subject=Partner%20programme',
    );
    expect(screen.getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    expect(screen.getByText('Haridwar, Uttarakhand')).toBeVisible();
  });
});
