import type { Page } from '@playwright/test';

/**
 * The expanded state Chromium's accessibility tree gives the one element of this role and name, as
 * a screen reader announces it: true, false, or undefined when it has none. Playwright's own
 * `toBeExpanded` reads only the `aria-expanded` attribute, and a popover's button has none: the
 * browser exposes the popover's state on it (decision 088).
 */
export async function announcedExpanded(
  page: Page,
  role: string,
  name: string,
): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      role,
      accessibleName: name,
    });
    if (nodes.length !== 1)
      throw new Error(`${nodes.length} ${role}s named “${name}” in the accessibility tree`);
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}
