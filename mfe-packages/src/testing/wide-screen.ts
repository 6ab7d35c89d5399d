/**
 * jsdom applies neither CSS modules nor media queries, and it hides a closed popover whatever an
 * author's stylesheet says. From 40rem the list's filter selects sit in such a popover, which the
 * page's stylesheet lays out in the card (`display: contents`, filter-card.module.css): here jsdom is
 * told that rule, so the tests see the page as a wide screen shows it. The phone's sheet is tested
 * end to end (e2e/tests/packages.mobile.spec.ts).
 */
const computed = window.getComputedStyle.bind(window);

window.getComputedStyle = (element: Element, pseudo?: string | null) => {
  const style = computed(element, pseudo);
  if (pseudo || !element.hasAttribute('popover') || style.display !== 'none') return style;
  return new Proxy(style, {
    get(target, key) {
      if (key === 'display') return 'contents';
      if (key === 'getPropertyValue') {
        return (name: string) => (name === 'display' ? 'contents' : target.getPropertyValue(name));
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};
