/**
 * The enquiry slice's slots, rendered to HTML by its build: the form once per page that embeds it
 * (with that page's props), and the custom request page. Pages include them by name.
 */

import { type RenderContext, renderSlice } from '@chardham/build/render';
import { profileForPackage } from '@chardham/shared/content/destination-profiles';
import { packages } from '@chardham/shared/content/packages';
import { enquiryForms, enquiryFormVariant } from '@chardham/shared/contracts/enquiry-forms';
import { slotKey } from '@chardham/shared/ssr';
import CustomRequest from '../exposes/custom-request';
import EnquiryForm from '../exposes/enquiry-form';
import { hindiWords } from '../i18n/hindi-words';

export async function render(context: RenderContext) {
  // Every page is rendered in Hindi too: its words first (a browser downloads them on Hindi pages only).
  await hindiWords.load();
  const forms = [
    enquiryForms.home(),
    enquiryForms.packageList(),
    ...packages
      .filter((p) => profileForPackage(p.id).key !== 'custom')
      .map((p) => enquiryForms.packageDetail(p.id)),
  ];
  return renderSlice(
    [
      ...forms.map((props) => ({
        key: slotKey('enquiry-form', enquiryFormVariant(props)),
        module: 'enquiry-form',
        path: '/',
        Component: EnquiryForm,
        props,
        slot: true,
      })),
      {
        key: slotKey('custom-request', 'default'),
        module: 'custom-request',
        path: '/',
        Component: CustomRequest,
        slot: true,
      },
    ],
    context,
  );
}
