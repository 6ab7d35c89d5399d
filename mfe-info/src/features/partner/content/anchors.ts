/** Ids on the Become Partner page that its buttons move to; also usable as URL fragments. */
export const anchors = {
  benefits: 'partnership-benefits',
  benefitsHeading: 'partnership-benefits-heading',
  waitlist: 'join-waitlist',
  waitlistFirstField: 'waitlist-name',
} as const;
