/**
 * Every place a page embeds the enquiry form, with the props it passes. The pages take their props
 * from here, and the enquiry slice's build renders one server fragment per entry, so the HTML a page
 * includes is the form it will hydrate (docs/decisions/065-slice-html.md).
 */
import { getDestinationProfile, profileForPackage } from '../content/destination-profiles';
import type { EnquiryFormProps } from '.';

export const enquiryForms = {
  home: (): EnquiryFormProps => ({
    destination: 'Chardham Yatra',
    packageType: 'Complete Chardham Yatra',
    idPrefix: 'home',
  }),
  packageList: (): EnquiryFormProps => {
    const profile = getDestinationProfile('chardham');
    return { destination: profile.name, packageType: profile.packageType, idPrefix: 'packages-enquiry' };
  },
  packageDetail: (packageId: string): EnquiryFormProps => {
    const profile = profileForPackage(packageId);
    return {
      destination: profile.name,
      packageType: profile.packageType,
      idPrefix: `package-${packageId}-enquiry`,
      packageId,
    };
  },
};

/** The name of an embedded form's server fragment. */
export function enquiryFormVariant(props: EnquiryFormProps): string {
  return props.idPrefix ?? 'default';
}
