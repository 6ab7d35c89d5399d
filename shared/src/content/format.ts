// One formatter instance: Intl.NumberFormat construction is comparatively slow.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees with Indian digit grouping: 145000 → '₹1,45,000'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
