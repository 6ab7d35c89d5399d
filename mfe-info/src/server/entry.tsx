/** The info slice's routes, rendered to HTML by its build (@chardham/build sliceHtml). */

import { type RenderContext, renderSlice } from '@chardham/build/render';
import { routes } from '@chardham/shared/routes';
import { fragmentKey } from '@chardham/shared/ssr';
import BecomePartner from '../exposes/become-partner';
import CustomerSupport from '../exposes/customer-support';
import PrivacyPolicy from '../exposes/privacy-policy';
import TermsConditions from '../exposes/terms-conditions';

const pages = [
  [routes.becomePartner, BecomePartner],
  [routes.customerSupport, CustomerSupport],
  [routes.privacyPolicy, PrivacyPolicy],
  [routes.termsConditions, TermsConditions],
] as const;

export function render(context: RenderContext) {
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
