import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, useLocation } from './index';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.hash}|{JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to the route and navigates in the page on a click, with its state', async () => {
    renderAt(
      '/',
      <Link to="/packages?difficulty=easy" state={{ from: 'home' }} className="x">
        All
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'All' });
    expect(link).toHaveAttribute('href', '/packages?difficulty=easy');
    expect(link).toHaveClass('x');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/packages|{"from":"home"}');
  });

  it('goes to a section of a page by its hash', async () => {
    renderAt('/packages', <Link to="/#contact">Contact</Link>);
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/#contact');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/#contact|');
  });

  it('leaves a modified click or a new-tab link to the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/', <Link to="/packages">All</Link>);
    // jsdom opens no tab; the router must simply not navigate.
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'All' }));
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('where')).toHaveTextContent('/|');
    unmount();
    renderAt(
      '/',
      <Link to="/packages" target="_blank">
        New
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'New' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/|');
  });

  it("calls the page's own click handler first, which can keep the router out", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/packages" onClick={onClick}>
        All
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent('/|');
  });
});
