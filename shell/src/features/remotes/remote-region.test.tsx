import type { SlicePageProps } from '@chardham/shared/contracts';
import { render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureBeacons } from '../../testing/reports';
import { SliceTimeoutError } from './load-failure';
import { VersionSkewError } from './version-skew';

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

// A page takes the shell's slots (its contract): this one shows its title through one of them.
const Page = ({ slots }: SlicePageProps) => <slots.CustomRequest />;
const titled = (title: string): SlicePageProps => ({
  slots: { EnquiryForm: () => null, CustomRequest: () => <h1>{title}</h1> },
});
const untitled = titled('');
const Broken = (): never => {
  throw new Error('render failure');
};

let capture: ReturnType<typeof captureBeacons>;
/** The failures the server has been sent once the visitor leaves the page. */
const reported = async () => (await capture.leave()).flatMap((report) => report.failures);
/**
 * The reports come to equal `expected`: a region reports from an effect, which may run after the
 * fallback is on screen (on a loaded machine it did, and the report reached the next test).
 */
const settled = (expected: unknown[]) =>
  vi.waitFor(async () => expect(await reported()).toEqual(expected), { timeout: 5000 });

describe('RemoteRegion', () => {
  beforeEach(() => {
    answers.length = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    capture = captureBeacons();
  });
  afterEach(() => {
    // Whatever a test left queued is sent to its own capture, not the next test's.
    dispatchEvent(new Event('pagehide'));
    capture.restore();
  });

  it('reserves space while loading, then renders the remote page with its props', async () => {
    answers.push(() => Promise.resolve(Page));
    render(
      <RemoteRegion slice="info" module="privacy-policy" props={titled('Privacy Policy')} level="page" />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows a fallback when the remote is down, and Retry loads it once it is back', async () => {
    answers.push(() => Promise.reject(new Error('connection refused')));
    answers.push(() => Promise.reject(new Error('still down')));
    answers.push(() => Promise.resolve(Page));
    const { rerender } = render(
      <RemoteRegion slice="info" module="privacy-policy" props={titled('Back again')} level="page" />,
    );
    const heading = await screen.findByRole('heading', { name: 'This page could not be loaded' });
    expect(heading.tagName).toBe('H1');
    // Rendered again with the fallback on screen: still the one showing.
    rerender(
      <RemoteRegion slice="info" module="privacy-policy" props={titled('Back again!')} level="page" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again!' })).toBeInTheDocument();
    await settled([
      { slice: 'info', release: 'unknown', kind: 'fallback', reason: 'load' },
      { slice: 'info', release: 'unknown', kind: 'retry-failed' },
      { slice: 'info', release: 'unknown', kind: 'retry-ok' },
    ]);
  });

  it('reports a fallback once while it is shown, even as development runs effects twice', async () => {
    // StrictMode mounts the region twice over: two loads, both failing.
    answers.push(() => Promise.reject(new Error('down')));
    answers.push(() => Promise.reject(new Error('down')));
    render(
      <StrictMode>
        <RemoteRegion slice="info" module="privacy-policy" props={untitled} level="page" />
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'This page could not be loaded' });
    await settled([{ slice: 'info', release: 'unknown', kind: 'fallback', reason: 'load' }]);
  });

  it('says why the fallback is shown: a slice too slow, or refused', async () => {
    answers.push(() =>
      Promise.reject(new SliceTimeoutError('The packages slice did not answer within 8000 ms')),
    );
    const skews = [{ name: 'react', host: '19.3.1', remote: '18.3.1' }];
    answers.push(() => Promise.reject(new VersionSkewError('enquiry', { buildId: 'b9' }, skews)));
    render(
      <>
        <RemoteRegion slice="packages" module="package-list" props={untitled} level="page" />
        <RemoteRegion slice="enquiry" module="enquiry-form" props={{}} level="region" />
      </>,
    );
    await screen.findByRole('heading', { name: 'Our packages could not be loaded' });
    await screen.findByRole('heading', { name: 'The enquiry form could not be loaded' });
    await settled([
      { slice: 'packages', release: 'unknown', kind: 'fallback', reason: 'timeout' },
      { slice: 'enquiry', release: 'unknown', kind: 'fallback', reason: 'skew' },
    ]);
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
    // Retry loads it again; it throws again, and the visitor still sees the fallback.
    answers.push(() => Promise.resolve(Broken));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    await settled([
      { slice: 'enquiry', release: 'unknown', kind: 'render-error' },
      { slice: 'enquiry', release: 'unknown', kind: 'fallback', reason: 'render' },
      { slice: 'enquiry', release: 'unknown', kind: 'render-error' },
      { slice: 'enquiry', release: 'unknown', kind: 'retry-failed' },
    ]);
    window.removeEventListener('error', onError);
    errorSpy.mockRestore();
  });
});
