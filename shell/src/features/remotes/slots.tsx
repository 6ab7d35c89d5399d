import type { EnquirySlots, ModuleContracts } from '@chardham/shared/contracts';
import { embeddedModules } from '@chardham/shared/routes';
import { RemoteRegion } from './remote-region';
import styles from './slots.module.css';

const { enquiryForm, customRequest } = embeddedModules.enquiry;

function EnquiryFormSlot(props: ModuleContracts['enquiry/enquiry-form']) {
  return (
    <RemoteRegion
      slice="enquiry"
      module={enquiryForm}
      props={props}
      level="region"
      reserve={styles.enquiryForm}
    />
  );
}

function CustomRequestSlot() {
  return <RemoteRegion slice="enquiry" module={customRequest} props={{}} level="page" />;
}

/** The enquiry slice's components, handed to the pages that embed them (slices never import each other). */
export const enquirySlots: EnquirySlots = { EnquiryForm: EnquiryFormSlot, CustomRequest: CustomRequestSlot };
