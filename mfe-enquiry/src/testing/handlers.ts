// The enquiry slice's Supabase tables as MSW answers them (see @chardham/shared/testing's
// postgrestTableHandler), for its own tests and the e2e suite (`mfe-enquiry/testing`).
import { postgrestTableHandler, type TableOptions } from '@chardham/shared/testing';
import { customPackageRequestSchema } from '../schemas/custom-request';
import { tourInquirySchema } from '../schemas/enquiry';

/** POST /rest/v1/tour_inquiries, as Supabase answers it. */
export const tourInquiriesHandler = (options: TableOptions = {}) =>
  postgrestTableHandler('tour_inquiries', tourInquirySchema, options);

/** POST /rest/v1/custom_package_requests, as Supabase answers it. */
export const customPackageRequestsHandler = (options: TableOptions = {}) =>
  postgrestTableHandler('custom_package_requests', customPackageRequestSchema, options);
