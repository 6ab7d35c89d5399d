import { earlyAttribute } from '@chardham/shared/hydration';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import styles from './package-tabs.module.css';

export interface TabDef {
  id: string;
  label: string;
  panel: ReactNode;
}

interface Props {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabDef[];
  idPrefix: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move and select (wrapping), Home/End jump to
 * the ends, and only the selected tab is in the Tab order (roving tabindex). A tab is selected by a
 * tap before the page's code has run (`data-early`, decision 088); the code takes over that choice.
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 */
export function Tabs({ label, tabs, idPrefix }: Props) {
  const tabId = (tab: TabDef) => `${idPrefix}-tab-${tab.id}`;
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => earlyAttribute(tabId(tab), 'aria-selected') === 'true'),
    ),
  );
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            data-early="tab"
            id={tabId(tab)}
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={tabId(tab)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable, so Tab from the tab list lands on its content.
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
