import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { NotFoundPage } from './not-found-page';

it('shows 404, the message and a way home, and logs the attempted path', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { router } = renderRoute('/nowhere/at-all', <NotFoundPage />);
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(warn.mock.calls.flat().join(' ')).toContain('/nowhere/at-all');
  await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
  expect(router.state.location.pathname).toBe('/');
});
