import type { EnquiryFormProps, EnquirySlots } from '@chardham/shared/contracts';
import { RemoteRegion } from './remote-region';

function EnquiryFormSlot(props: EnquiryFormProps) {
  return <RemoteRegion slice="enquiry" module="enquiry-form" props={props} level="region" />;
}

function CustomRequestSlot() {
  return <RemoteRegion slice="enquiry" module="custom-request" props={{}} level="page" />;
}

/** The enquiry slice's components, handed to the pages that embed them (slices never import each other). */
export const enquirySlots: EnquirySlots = { EnquiryForm: EnquiryFormSlot, CustomRequest: CustomRequestSlot };
