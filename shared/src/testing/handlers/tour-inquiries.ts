import { tourInquirySchema } from '../../schemas/enquiry';
import { postgrestTableHandler, type TableOptions } from './postgrest-table';

/** POST /rest/v1/tour_inquiries, as Supabase answers it (see ./postgrest-table.ts). */
export const tourInquiriesHandler = (options: TableOptions = {}) =>
  postgrestTableHandler('tour_inquiries', tourInquirySchema, options);
