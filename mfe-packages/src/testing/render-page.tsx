import type { EnquiryFormProps, EnquirySlots } from '@chardham/shared/contracts';
import { routes } from '@chardham/shared/routes';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import PackageDetail from '../exposes/package-detail';
import PackageList from '../exposes/package-list';

/** Stand-ins for the enquiry slice's components: they show what the page handed them. */
function TestEnquiryForm({ destination, packageType }: EnquiryFormProps) {
  return (
    <form aria-label="Enquiry">
      Enquiry for {destination} ({packageType})
    </form>
  );
}

function TestCustomRequest() {
  return <h1>Custom Package Request</h1>;
}

export const testSlots: EnquirySlots = { EnquiryForm: TestEnquiryForm, CustomRequest: TestCustomRequest };

/** Renders the slice's pages at a URL, as the shell's router would. */
export function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      { path: routes.home.path, element: <h1>Home</h1> },
      { path: routes.packages.path, element: <PackageList slots={testSlots} /> },
      { path: routes.packageDetail.path, element: <PackageDetail slots={testSlots} /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  const location = () => router.state.location;
  return { ...view, router, location };
}
