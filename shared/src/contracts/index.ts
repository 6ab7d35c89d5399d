import type { ComponentType } from 'react';

/**
 * The props that cross the federation boundary. Slices never import each other: the shell loads the
 * enquiry slice's components and hands them to the pages that embed them, as slots.
 */
export interface EnquiryFormProps {
  /** Destination name shown in the success message and stored with the enquiry (spec §7). */
  destination?: string;
  /** Package type stored with the enquiry. */
  packageType?: string;
  /** Heading above the form; omit for the default. */
  heading?: string;
  /** Short text under the heading. */
  intro?: string;
  /** Prefix for element ids, so several forms could share a page. */
  idPrefix?: string;
  /** The package of the page: the form starts with its tour and duration (none on home and list). */
  packageId?: string;
}

export interface EnquirySlots {
  EnquiryForm: ComponentType<EnquiryFormProps>;
  CustomRequest: ComponentType;
}

/** Every exposed page module default-exports a component with these props. */
export interface SlicePageProps {
  slots: EnquirySlots;
}
