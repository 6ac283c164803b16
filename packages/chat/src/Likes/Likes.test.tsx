import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../internal/test-utils';
import { Likes } from './Likes';
import { applyLike, hasLiked, likeCount } from './likeData';

const dana = { userId: 2, name: 'Dana Levi' };
const noa = { userId: 1, name: 'Noa Ben-David' };

describe('likes', () => {
  it('adds a like once per person and removes it again', () => {
    const once = applyLike(undefined, 'A', dana, true);
    const twice = applyLike(once, 'A', dana, true);
    expect(twice.A).toEqual([dana]);
    expect(hasLiked(twice, 2)).toBe(true);
    const removed = applyLike(twice, 'A', dana, false);
    expect(removed.A).toEqual([]);
    expect(hasLiked(removed, 2)).toBe(false);
  });

  it('counts likes over every side', () => {
    const likes = applyLike(applyLike(undefined, 'A', dana, true), 'M', noa, true);
    expect(likeCount(likes)).toBe(2);
    expect(hasLiked(likes, 3)).toBe(false);
  });
});

describe('Likes', () => {
  it('names who liked per side and calls the viewer You', () => {
    renderWithTheme(<Likes likes={{ A: [dana], B: [], M: [noa] }} viewerId={1} />);
    const list = screen.getByRole('list', { name: 'Likes' });
    expect(list.textContent).toContain('1 from Side A: Dana Levi');
    expect(list.textContent).toContain('1 from Mediator: You');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing without likes', () => {
    const { container } = renderWithTheme(<Likes likes={{ A: [], B: [], M: [] }} viewerId={1} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
