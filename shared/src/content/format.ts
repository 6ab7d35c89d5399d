// Hand-written, not Intl.NumberFormat: on a phone, constructing the first en-IN formatter loads
// locale data and costs tens of milliseconds of main thread (30-50 ms in desktop Chromium, before
// any CPU slowdown), in the middle of a page becoming interactive. The rules are small and fixed;
// the tests check them against Intl.

/** Indian digit grouping of a whole number: 3583 → '3,583', 145000 → '1,45,000'. */
export function groupIndian(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}

/** Whole rupees with Indian digit grouping: 145000 → '₹1,45,000'. */
export function formatRupees(amount: number): string {
  const whole = groupIndian(amount);
  return whole.startsWith('-') ? `-₹${whole.slice(1)}` : `₹${whole}`;
}
