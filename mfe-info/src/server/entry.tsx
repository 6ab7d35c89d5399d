/** The info slice's routes, rendered to HTML by its build (@chardham/build sliceHtml). */

import { type RenderContext, renderSlice } from '@chardham/build/render';
import { routes } from '@chardham/shared/routes';
import { fragmentKey } from '@chardham/shared/ssr';
import BecomePartner from '../exposes/become-partner';
import CustomerSupport from '../exposes/customer-support';
import PrivacyPolicy from '../exposes/privacy-policy';
import TermsConditions from '../exposes/terms-conditions';
import { hindiWords } from '../i18n/hindi-words';

const pages = [
  [routes.becomePartner, BecomePartner],
  [routes.customerSupport, CustomerSupport],
  [routes.privacyPolicy, PrivacyPolicy],
  [routes.termsConditions, TermsConditions],
] as const;

export async function render(context: RenderContext) {
  // Every page is rendered in Hindi too: its words first (a browser downloads them on Hindi pages only).
  await hindiWords.load();
  return renderSlice(
    pages.map(([route, Component]) => ({
      key: fragmentKey(route.path),
      module: route.module,
      path: route.path,
      pattern: route.path,
      Component,
    })),
    context,
  );
}
