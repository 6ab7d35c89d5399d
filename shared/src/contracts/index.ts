import type { ComponentType } from 'react';

/**
 * The props that cross the federation boundary. Slices never import each other: the shell loads the
 * enquiry slice's components and hands them to the pages that embed them, as slots.
 *
 * These types are the contract's one source: the shell's RemoteRegion and every slice's
 * `src/exposes/` are typed by `ModuleContracts`, and each build records them in its release
 * (`contracts.json`) for `releases.mjs verify` (docs/decisions/093-contracts-at-release.md).
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

/** The custom request page takes no props: it is the page of its own route's slot. */
export type CustomRequestProps = Record<never, never>;

/**
 * A module of another slice as the shell hands it to a page: a component taking that module's props
 * (the shell's region passes them on as they are). The build records which module it is.
 */
export type Slot<K extends ModuleKey> = ComponentType<ModuleContracts[K]>;

/** The enquiry slice's modules the pages embed. */
export interface EnquirySlots {
  EnquiryForm: Slot<'enquiry/enquiry-form'>;
  CustomRequest: Slot<'enquiry/custom-request'>;
}

/** Every exposed page module default-exports a component with these props. */
export interface SlicePageProps {
  slots: EnquirySlots;
}

/**
 * The props of every module a slice exposes, by `<slice>/<module>`: what the shell passes it, and
 * what its `src/exposes/<module>.tsx` must accept (`satisfies Exposed<…>`). A module the shell loads
 * that is missing here is a type error in the route table (shared/src/routes).
 */
export interface ModuleContracts {
  'marketing/home': SlicePageProps;
  'packages/package-list': SlicePageProps;
  'packages/package-detail': SlicePageProps;
  'enquiry/enquiry-form': EnquiryFormProps;
  'enquiry/custom-request': CustomRequestProps;
  'info/become-partner': SlicePageProps;
  'info/customer-support': SlicePageProps;
  'info/privacy-policy': SlicePageProps;
  'info/terms-conditions': SlicePageProps;
}

export type ModuleKey = keyof ModuleContracts;

/** The modules whose props are exactly a page's: the shell renders them as a route's page. */
export type PageModuleKey = {
  [K in ModuleKey]: ModuleContracts[K] extends SlicePageProps
    ? SlicePageProps extends ModuleContracts[K]
      ? K
      : never
    : never;
}[ModuleKey];

/** One module of one slice with the props it takes, for a typed `slice`, `module`, `props` triple. */
export type ModuleTarget<K extends ModuleKey = ModuleKey> = K extends `${infer S}/${infer M}`
  ? { slice: S; module: M; props: ModuleContracts[K] }
  : never;

/** What `src/exposes/<module>.tsx` default-exports: a component taking exactly its contract's props. */
export type Exposed<K extends ModuleKey> = ComponentType<ModuleContracts[K]>;
