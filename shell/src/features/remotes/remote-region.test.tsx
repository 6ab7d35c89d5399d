import { render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime is the boundary here: each test decides what the "network" answers.
const answers: (() => Promise<unknown>)[] = [];
vi.mock('./remote-registry', () => ({
  getLoadedModule: () => undefined,
  loadSliceModule: () => (answers.shift() ?? (() => Promise.reject(new Error('down'))))(),
  prepareRetry: () => Promise.resolve(),
}));

const { RemoteRegion } = await import('./remote-region');

// A region always renders inside the page's router.
const render = (ui: ReactElement) => renderDom(ui, { wrapper: MemoryRouter });

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;
const Broken = (): never => {
  throw new Error('render failure');
};

describe('RemoteRegion', () => {
  beforeEach(() => {
    answers.length = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('reserves space while loading, then renders the remote page with its props', async () => {
    answers.push(() => Promise.resolve(Page));
    render(
      <RemoteRegion slice="info" module="privacy-policy" props={{ title: 'Privacy Policy' }} level="page" />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows a fallback when the remote is down, and Retry loads it once it is back', async () => {
    answers.push(() => Promise.reject(new Error('connection refused')));
    answers.push(() => Promise.reject(new Error('still down')));
    answers.push(() => Promise.resolve(Page));
    render(
      <RemoteRegion slice="info" module="privacy-policy" props={{ title: 'Back again' }} level="page" />,
    );
    const heading = await screen.findByRole('heading', { name: 'This page could not be loaded' });
    expect(heading.tagName).toBe('H1');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('keeps a remote that throws while rendering inside its region', async () => {
    answers.push(() => Promise.resolve(Broken));
    const onError = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', onError);
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>outside</p>
        <RemoteRegion slice="enquiry" module="enquiry-form" props={{}} level="region" />
      </>,
    );
    const heading = await screen.findByRole('heading', { name: 'The enquiry form could not be loaded' });
    expect(heading.tagName).toBe('H2');
    expect(screen.getByText('outside')).toBeInTheDocument();
    window.removeEventListener('error', onError);
    errorSpy.mockRestore();
  });
});
