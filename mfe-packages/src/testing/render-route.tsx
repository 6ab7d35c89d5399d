import type { EnquiryFormProps, EnquirySlots } from '@chardham/shared/contracts';
import { localizedPath } from '@chardham/shared/i18n';
import { routes } from '@chardham/shared/routes';
import { visibleText } from '@chardham/shared/testing/english';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import PackageDetail from '../exposes/package-detail';
import PackageList from '../exposes/package-list';

/**
 * Stand-ins for the enquiry slice's components: they show what the page handed them (its stored codes,
 * in English on every page). They are marked as a slot, so a Hindi page's test can leave them out of
 * the text it checks (`pageText`): the enquiry slice translates its own components.
 */
function TestEnquiryForm({ destination, packageType }: EnquiryFormProps) {
  return (
    <form aria-label="Enquiry" data-test-slot="">
      Enquiry for {destination} ({packageType})
    </form>
  );
}

function TestCustomRequest() {
  return <h1 data-test-slot="">Custom Package Request</h1>;
}

export const testSlots: EnquirySlots = { EnquiryForm: TestEnquiryForm, CustomRequest: TestCustomRequest };

/** Renders the slice's pages at a URL, as the shell's router would: in English, or in Hindi under /hi/. */
export function renderRoute(url: string) {
  const pages = [
    { path: routes.home.path, element: <h1>Home</h1> },
    { path: routes.packages.path, element: <PackageList slots={testSlots} /> },
    { path: routes.packageDetail.path, element: <PackageDetail slots={testSlots} /> },
  ];
  const router = createMemoryRouter(
    [...pages, ...pages.map((page) => ({ ...page, path: localizedPath(page.path, 'hi') }))],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  const location = () => router.state.location;
  return { ...view, router, location };
}

/** The page's visible text without the enquiry slice's stand-ins (see above). */
export function pageText(root: Element): string {
  const page = root.cloneNode(true) as Element;
  for (const slot of page.querySelectorAll('[data-test-slot]')) slot.remove();
  return visibleText(page);
}
