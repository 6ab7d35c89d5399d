import { englishWords } from '@chardham/shared/testing/english';
import { pageText } from './render-route';

/** The text of a page's accessible names and hints that are not visible text: aria-label, alt, placeholder, title. */
export function attributeText(root: Element): string {
  const attributes = ['aria-label', 'alt', 'placeholder', 'title'];
  return [...root.querySelectorAll('*')]
    .filter((element) => !element.closest('[data-test-slot]'))
    .flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''))
    .join(' ');
}

/**
 * The English words left on a Hindi page: its visible text and its attributes' text, without the
 * enquiry slice's stand-ins. Tabs' hidden panels are counted too when `withHiddenPanels` is set.
 */
export function englishOnPage(root: Element, { withHiddenPanels = false } = {}): string[] {
  const page = root.cloneNode(true) as Element;
  if (withHiddenPanels) {
    for (const panel of page.querySelectorAll('[role="tabpanel"][hidden]')) panel.removeAttribute('hidden');
  }
  return englishWords(`${pageText(page)} ${attributeText(page)}`);
}
