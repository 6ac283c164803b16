import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../internal/test-utils';
import { Avatar, initialsOf, SideIcon } from './Avatar';

describe('Avatar', () => {
  it('draws initials from the first and last word of the name', () => {
    expect(initialsOf('Dana Levi')).toBe('DL');
    expect(initialsOf('  noa ben david ')).toBe('ND');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });

  it('is named by the person and the side icon by the side', () => {
    renderWithTheme(
      <>
        <Avatar name="Dana Levi" side="A" />
        <SideIcon side="M" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Dana Levi' }).textContent).toBe('DL');
    expect(screen.getByRole('img', { name: 'Mediator' }).textContent).toBe('M');
  });
});
