import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcessedImage } from '../images/types';
import { ResponsiveImage } from './responsive-image';

const image: ProcessedImage = {
  width: 1600,
  height: 900,
  avif: '/a-480.avif 480w, /a-960.avif 960w',
  webp: '/a-480.webp 480w, /a-960.webp 960w',
  fallback: '/a-960.webp',
};

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP at several widths, with the size set so nothing shifts', () => {
    const { container } = render(<ResponsiveImage image={image} alt="Kedarnath at dawn" />);
    const sources = container.querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', image.avif);
    const img = screen.getByRole('img', { name: 'Kedarnath at dawn' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('src', '/a-960.webp');
  });

  it('loads lazily unless it is the priority (LCP) image', () => {
    const { rerender } = render(<ResponsiveImage image={image} alt="A" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<ResponsiveImage image={image} alt="A" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
