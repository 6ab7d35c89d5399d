import { mountStandalone } from '@chardham/build/standalone';
import CustomRequest from '../exposes/custom-request';
import EnquiryForm from '../exposes/enquiry-form';

function FormPage() {
  return (
    <div className="ui-container" style={{ padding: '2rem 0' }}>
      <EnquiryForm destination="Chardham Yatra" packageType="Complete Chardham Yatra" />
    </div>
  );
}

mountStandalone('mfe-enquiry', [
  { path: '/', label: 'Enquiry form', Component: FormPage },
  { path: '/package/custom-package', label: 'Custom request', Component: CustomRequest },
]);
