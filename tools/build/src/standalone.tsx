import type { EnquiryFormProps, EnquirySlots, SlicePageProps } from '@chardham/shared/contracts';
import '@chardham/shared/ui/styles.css';
import { BrowserRouter, Link, Outlet, Route, Routes } from '@chardham/shared/router';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function PlaceholderForm({ destination }: EnquiryFormProps) {
  return (
    <div className="ui-card" style={{ padding: '2rem', textAlign: 'center' }}>
      Enquiry form for {destination ?? 'Chardham Yatra'} (rendered by mfe-enquiry in the composed site)
    </div>
  );
}

function PlaceholderCustomRequest() {
  return (
    <div className="ui-container" style={{ padding: '8rem 0 4rem' }}>
      <h1>Custom Package Request</h1>
      <p>Rendered by mfe-enquiry in the composed site.</p>
    </div>
  );
}

export const placeholderSlots: EnquirySlots = {
  EnquiryForm: PlaceholderForm,
  CustomRequest: PlaceholderCustomRequest,
};

interface StandalonePage {
  path: string;
  label: string;
  Component: ComponentType<SlicePageProps>;
}

/** A slice's own small host page, so its team can work without the shell. */
export function mountStandalone(
  slice: string,
  pages: StandalonePage[],
  slots: EnquirySlots = placeholderSlots,
) {
  const Layout = () => (
    <>
      <nav
        aria-label="Standalone pages"
        style={{ position: 'fixed', bottom: 0, right: 0, zIndex: 100, padding: '0.5rem', background: '#fff' }}
      >
        <strong>{slice} standalone:</strong>{' '}
        {pages.map((p) => (
          <Link key={p.path} to={p.path} style={{ marginRight: '0.75rem' }}>
            {p.label}
          </Link>
        ))}
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            {pages.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component slots={slots} />} />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
