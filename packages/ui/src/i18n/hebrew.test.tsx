import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithTheme } from '../internal/test-utils';
import { PhoneField } from '../PhoneField';
import { Table } from '../Table';
import { TextField } from '../TextField';
import { SideIcon } from '../Avatar';
import { ProgressBar } from '../ProgressBar';
import { uiCatalog } from './messages';
import { LocaleProvider } from './react';

const inHebrew = (ui: ReactElement) => renderWithTheme(<LocaleProvider locale="he">{ui}</LocaleProvider>);

describe('the components in Hebrew', () => {
  beforeAll(() => uiCatalog.load('he'));

  it('names the prefix selector and its countries, and marks a required field, in Hebrew', () => {
    inHebrew(<PhoneField label="טלפון" isRequired />);
    expect(screen.getByRole('combobox', { name: 'קידומת מדינה' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ישראל +972', 'ארה״ב +1']);
    expect(screen.getByText('חובה')).toBeTruthy();
  });

  it('pages a table with Hebrew buttons and status', () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ id: index }));
    inHebrew(
      <Table
        caption="תיקים"
        columns={[{ key: 'id', header: 'מס׳', cell: (row) => row.id }]}
        rows={rows}
        getRowKey={(row) => String(row.id)}
        pageSize={2}
      />,
    );
    expect(screen.getByText('עמוד 1 מתוך 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'הבא' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'הקודם' })).toHaveProperty('disabled', true);
  });

  it('keeps labels given by the caller over the catalog', () => {
    inHebrew(<TextField label="שם" isRequired labels={{ required: '*' }} />);
    expect(screen.getByText('*')).toBeTruthy();
    expect(screen.queryByText('חובה')).toBeNull();
  });

  it('names the sides with the geresh, and formats a percentage in the locale', () => {
    inHebrew(
      <>
        <SideIcon side="A" />
        <SideIcon side="B" />
        <ProgressBar label="התקדמות" value={42} showValue />
      </>,
    );
    expect(screen.getByRole('img', { name: 'צד א׳' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'צד ב׳' })).toBeTruthy();
    expect(screen.getByText(new Intl.NumberFormat('he', { style: 'percent' }).format(0.42))).toBeTruthy();
  });
});
