import { HttpResponse, http } from 'msw';

/**
 * POST /report as the reference server answers a report it takes (204): a browser without
 * sendBeacon (jsdom) sends its reports with fetch. A test that reads them passes `received`, which
 * collects each report's JSON body.
 */
export const reportHandler = (received?: unknown[]) =>
  http.post('*/report', async ({ request }) => {
    received?.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  });
