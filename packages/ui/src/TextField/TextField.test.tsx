import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../internal/test-utils';
import { TextField } from './TextField';

describe('TextField', () => {
  it("marks a required field with 'Require' and aria-required", () => {
    renderWithTheme(<TextField label="Email" type="email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Require')).toBeTruthy();
  });

  it('links the error message to the input and marks it invalid', () => {
    renderWithTheme(<TextField label="Email" error="Email is required" hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it.', 'Email is required']);
  });

  it('masks a password', () => {
    renderWithTheme(<TextField label="Password" type="password" />);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });
});
