import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BellIcon, CloseIcon } from './icons';

describe('icons', () => {
  it('are decorative by default: hidden from assistive technology and never focusable', () => {
    const { container } = render(<CloseIcon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('can stand for a word when the caller names it as an image', () => {
    render(<BellIcon role="img" aria-hidden={undefined} aria-label="New notifications" />);
    expect(screen.getByRole('img', { name: 'New notifications' }).tagName).toBe('svg');
  });
});
