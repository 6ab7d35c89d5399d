import { customPackageRequestSchema } from '../../schemas/custom-request';
import { postgrestTableHandler, type TableOptions } from './postgrest-table';

/** POST /rest/v1/custom_package_requests, as Supabase answers it (see ./postgrest-table.ts). */
export const customPackageRequestsHandler = (options: TableOptions = {}) =>
  postgrestTableHandler('custom_package_requests', customPackageRequestSchema, options);
