import { createElement } from 'react';
import type { SliceName } from '../routes';
import { type FragmentPart, fragmentUrl, INCLUDE_TAG } from '.';

/** In a server render: where the composer puts another slice's fragment (see toIncludes). */
export function Include({
  slice,
  fragment,
  part,
}: {
  slice: SliceName;
  fragment: string;
  part: FragmentPart;
}) {
  return createElement(INCLUDE_TAG, { 'data-src': fragmentUrl(slice, fragment, part) });
}
