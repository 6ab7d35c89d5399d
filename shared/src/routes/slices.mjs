// The independently deployed slices, once. Plain JavaScript so that the production server, the
// release scripts and the test fixtures (Node with no TypeScript build) import the same list the
// route table's `SliceName` type is derived from (docs/decisions/070-one-place-for-each-thing.md).

export const slices = /** @type {const} */ (['marketing', 'packages', 'enquiry', 'info']);
