import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../internal/test-utils';
import { Table } from './Table';

const rows = Array.from({ length: 25 }, (_, index) => ({ id: `r${index + 1}`, text: `Message ${index + 1}` }));

function renderTable() {
  return renderWithTheme(
    <Table
      caption="Messages"
      rows={rows}
      getRowKey={(row) => row.id}
      columns={[{ key: 'text', header: 'Message', cell: (row) => row.text }]}
    />,
  );
}

describe('Table', () => {
  it('shows twelve rows per page and disables Prev on the first page', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Messages' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText('Message 12')).toBeTruthy();
    expect(screen.queryByText('Message 13')).toBeNull();
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Next on the last page and shows its remaining rows', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByText('Message 25')).toBeTruthy();
    expect(screen.queryByText('Message 24')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('pages rows that arrive one page at a time: rowCount sets the pages, rows are the current page', async () => {
    const user = userEvent.setup();
    const pages: number[] = [];
    renderWithTheme(
      <Table
        caption="Messages"
        rows={rows.slice(12, 24)}
        rowCount={25}
        page={1}
        onPageChange={(page) => pages.push(page)}
        getRowKey={(row) => row.id}
        columns={[{ key: 'text', header: 'Message', cell: (row) => row.text }]}
      />,
    );
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('Message 13')).toBeTruthy();
    expect(screen.getByText('Message 24')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(pages).toEqual([2, 0]);
  });
});
