import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preferReducedMotion, renderRoute } from '../testing/render-route';
import { Marquee } from './marquee';

const items = ['Kedarnath', 'Badrinath', 'Gangotri'];
const row = (copies?: number) => (
  <Marquee
    items={items}
    copies={copies}
    itemKey={(i) => i}
    label="Destinations"
    seconds={30}
    render={(i) => <a href={`#${i}`}>{i}</a>}
  />
);

describe('Marquee', () => {
  it('lays the list out several times, with every copy hidden and inert', () => {
    render(row(4));
    const region = screen.getByRole('region', { name: 'Destinations' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getAllByRole('link')).toHaveLength(3);
    const copies = region.querySelectorAll('[aria-hidden="true"]');
    expect(copies).toHaveLength(9);
    for (const copy of copies) expect(copy).toHaveAttribute('inert');
  });

  it('has a visible pause control that stops and restarts the motion', async () => {
    const user = userEvent.setup();
    render(row());
    const track = screen.getByRole('list');
    expect(track).toHaveAttribute('data-playing', 'true');
    await user.click(screen.getByRole('button', { name: 'Pause destinations' }));
    expect(track).toHaveAttribute('data-playing', 'false');
    await user.click(screen.getByRole('button', { name: 'Play destinations' }));
    expect(track).toHaveAttribute('data-playing', 'true');
  });

  it('starts still when the visitor prefers reduced motion, with the list laid out once', async () => {
    const user = userEvent.setup();
    const restore = preferReducedMotion();
    try {
      render(row(4));
      const track = screen.getByRole('list');
      expect(track).toHaveAttribute('data-playing', 'false');
      expect(track.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Play destinations' }));
      expect(track).toHaveAttribute('data-playing', 'true');
      expect(track.querySelectorAll('[aria-hidden="true"]')).toHaveLength(9);
    } finally {
      restore();
    }
  });

  it("keeps the page's HTML to one still copy of the list", () => {
    const html = renderToString(row(4));
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).not.toContain('data-copy');
    expect(html).toContain('data-playing="false"');
    expect(html).toContain('Pause destinations');
  });
});

describe('Marquee on a Hindi page', () => {
  it('names its region and its pause control in Hindi', async () => {
    const user = userEvent.setup();
    renderRoute(
      '/hi/',
      <Marquee
        items={['केदारनाथ', 'बद्रीनाथ']}
        itemKey={(i) => i}
        label="तीर्थस्थल"
        what="तीर्थस्थलों की पट्टी"
        seconds={30}
        render={(i) => <span>{i}</span>}
      />,
    );
    expect(screen.getByRole('region', { name: 'तीर्थस्थल' })).toBeInTheDocument();
    const pause = screen.getByRole('button', { name: 'तीर्थस्थलों की पट्टी रोकें' });
    expect(pause).toHaveTextContent('रोकें');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'तीर्थस्थलों की पट्टी चलाएँ' })).toHaveTextContent('चलाएँ');
  });
});
