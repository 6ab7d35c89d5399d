import { hydrateAfter } from '@chardham/shared/testing/hydrate';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './package-tabs';

const tabsUi = () => (
  <Tabs
    label="Details"
    idPrefix="t"
    tabs={[
      { id: 'a', label: 'Overview', panel: <p>Overview content</p> },
      { id: 'b', label: 'Itinerary', panel: <p>Itinerary content</p> },
      { id: 'c', label: 'Inclusions', panel: <p>Inclusions content</p> },
    ]}
  />
);

const renderTabs = () => render(tabsUi());

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs (WAI-ARIA pattern)', () => {
  it('starts on the first tab, the only one in the Tab order', () => {
    renderTabs();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Overview')).toHaveAttribute('tabindex', '0');
    expect(tab('Itinerary')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview content');
    expect(screen.queryByText('Itinerary content')).not.toBeVisible();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(tab('Overview')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Itinerary')).toHaveFocus();
    expect(tab('Itinerary')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Itinerary content')).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Overview')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Inclusions')).toHaveFocus();
    expect(screen.getByText('Inclusions content')).toBeVisible();
  });

  it('jumps to the ends with Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Inclusions')).toHaveFocus();
    expect(tab('Inclusions')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Overview')).toHaveFocus();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps one tab stop: Tab from the selected tab goes to its panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Itinerary' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('Itinerary')).toHaveFocus();
    expect(tab('Overview')).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Inclusions'));
    expect(screen.getByRole('tabpanel', { name: 'Inclusions' })).toHaveTextContent('Inclusions content');
  });
});

describe('a tab chosen before the code ran (decision 088)', () => {
  it('is the one selected when the code takes over, and the arrows move on from it', async () => {
    const user = userEvent.setup();
    // What the early script does at the tap: the tabs' state and which panel shows.
    const { complaints } = await hydrateAfter(tabsUi(), (page) => {
      for (const [id, selected] of [
        ['a', false],
        ['b', true],
        ['c', false],
      ] as const) {
        page.querySelector(`#t-tab-${id}`)?.setAttribute('aria-selected', String(selected));
        page.querySelector(`#t-tab-${id}`)?.setAttribute('tabindex', selected ? '0' : '-1');
        page.querySelector(`#t-panel-${id}`)?.toggleAttribute('hidden', !selected);
      }
    });
    expect(complaints).toEqual([]);
    expect(tab('Itinerary')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Itinerary content')).toBeVisible();
    tab('Itinerary').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Inclusions')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Inclusions content')).toBeVisible();
    expect(screen.getByText('Itinerary content')).not.toBeVisible();
  });
});
