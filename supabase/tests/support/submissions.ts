/**
 * One valid row for each visitor table, and a POST as PostgREST runs it: the gateway's headers for
 * the request (the abuse limits count per address), then the insert as `anon`.
 */
import { randomUUID } from 'node:crypto';
import type { CustomPackageRequest } from 'mfe-enquiry/schemas/custom-request';
import type { TourInquiry } from 'mfe-enquiry/schemas/enquiry';
import type { PartnerWaitlistRow } from 'mfe-info/schemas/partner-waitlist';
import type { Transaction } from './cluster';
import { insertSql } from './insert';

export type VisitorTable = 'tour_inquiries' | 'custom_package_requests' | 'partner_waitlist';

export const enquiry = (overrides: Partial<TourInquiry> = {}): TourInquiry => ({
  id: randomUUID(),
  name: 'Asha Verma',
  email: 'asha.verma@example.com',
  phone: '+91 98765 43210',
  group_size: '3-5',
  duration: '9-10',
  budget: 'chardham',
  travel_date: '2027-05-20',
  special_requirements: 'Mother uses a wheelchair.\nVegetarian meals only.',
  destination: 'Chardham Yatra',
  package_type: 'Complete Chardham Yatra',
  website: '',
  ...overrides,
});

export const customRequest = (overrides: Partial<CustomPackageRequest> = {}): CustomPackageRequest => ({
  id: randomUUID(),
  name: 'Vikram Singh',
  email: 'vikram@example.in',
  phone: '+91 91234 56789',
  group_size: '6-10',
  duration: '7-8',
  budget: '40k-50k',
  destinations: 'kedarnath-badrinath',
  travel_date: '2027-09-10',
  accommodation: 'standard',
  transportation: 'ac',
  special_requirements: null,
  website: null,
  ...overrides,
});

export const waitlistEntry = (overrides: Partial<PartnerWaitlistRow> = {}): PartnerWaitlistRow => ({
  id: randomUUID(),
  name: 'Asha Rawat',
  email: 'asha@himtravels.in',
  company: 'Him Travels',
  phone: '+91 98765 43210',
  experience: '12 years of group tours to Kedarnath',
  website: '',
  ...overrides,
});

export async function post(
  tx: Transaction,
  table: VisitorTable,
  row: Record<string, unknown>,
  address = '203.0.113.7',
) {
  const headers = { 'cf-connecting-ip': address, 'x-forwarded-for': address };
  await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
  const { sql, params } = insertSql(table, row);
  return tx.as('anon', sql, params);
}
