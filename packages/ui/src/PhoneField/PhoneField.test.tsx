import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../internal/test-utils';
import { formatPhone, PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('offers Israel +972 first and USA +1', () => {
    renderWithTheme(<PhoneField label="Phone" />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Israel +972', 'USA +1']);
  });

  it('reports prefix and number, joined by formatPhone as the API expects', () => {
    const onValueChange = vi.fn();
    renderWithTheme(<PhoneField label="Phone" onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '501234567' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ prefix: '+972', number: '501234567' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Country prefix' }), { target: { value: '+1' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ prefix: '+1', number: '501234567' });
    expect(formatPhone({ prefix: '+1', number: '501234567' })).toBe('+1501234567');
  });
});
