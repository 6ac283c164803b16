import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckIcon, CloseIcon } from '../Icon';
import { sampleMediators, sampleMessages, type SampleMessage } from '../internal/fixtures';
import { Table, type TableColumn } from './Table';

/** The spec's preview: 50 characters, then '...'. */
const preview = (text: string) => (text.length > 50 ? `${text.slice(0, 50)}...` : text);

const messageColumns: TableColumn<SampleMessage>[] = [
  { key: 'from', header: 'From', cell: (row) => row.from, isRowHeader: true },
  { key: 'side', header: 'Side', cell: (row) => row.side },
  { key: 'message', header: 'Message', cell: (row) => preview(row.message) },
  { key: 'time', header: 'Time', cell: (row) => row.time },
];

const meta = {
  title: 'UI/Table',
  component: Table<SampleMessage>,
  args: {
    caption: 'Messages',
    columns: messageColumns,
    rows: sampleMessages,
    getRowKey: (row: SampleMessage) => row.id,
    onPageChange: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false }, getRowKey: { control: false } },
} satisfies Meta<typeof Table<SampleMessage>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Messages' });
    // Page size 12 (spec), 30 rows: three pages.
    await expect(bodyRows(table)).toHaveLength(12);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Prev' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText(/^13\. /)).toBeVisible();
    await expect(canvas.queryByText(/^12\. /)).toBeNull();
    await userEvent.click(next);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(bodyRows(table)).toHaveLength(6);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  },
};

export const Playground: Story = { args: { pageSize: 5, defaultPage: 1 } };

export const LastPage: Story = {
  args: { defaultPage: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Prev' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rows')).toBeVisible();
    // One page only: no pagination controls.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

type Mediator = (typeof sampleMediators)[number];

export const Mediators: StoryObj<typeof Table<Mediator>> = {
  render: () => (
    <Table<Mediator>
      caption="Mediators"
      rows={sampleMediators}
      getRowKey={(row) => String(row.id)}
      columns={[
        { key: 'name', header: 'Full name', cell: (row) => row.fullName, isRowHeader: true },
        { key: 'email', header: 'Email', cell: (row) => row.email },
        { key: 'phone', header: 'Phone', cell: (row) => row.phone },
        { key: 'address', header: 'Address', cell: (row) => row.address },
        {
          key: 'certification',
          header: 'Certification',
          cell: (row) =>
            row.isCertified ? (
              <CheckIcon role="img" aria-hidden={false} aria-label="Certified" />
            ) : (
              <CloseIcon role="img" aria-hidden={false} aria-label="Not certified" />
            ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Certified' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Not certified' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    // Prev is disabled on the first page, so Tab reaches Next first.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { caption: 'הודעות', labels: { previous: 'הקודם', next: 'הבא', pageStatus: 'עמוד {page} מתוך {count}' } },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/**
 * At a phone's width (375 px) the rows stack: each cell is a line of its column's label and its value, full
 * width, the caption above it full width, and the table is still a table with its column headers.
 */
export const StackedOnPhone: Story = {
  args: { pageSize: 3 },
  render: (args) => (
    <div style={{ width: 375 }}>
      <Table<SampleMessage> {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Messages' });
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['From', 'Side', 'Message', 'Time']);
    const cells = [...canvas.getAllByRole('cell'), ...canvas.getAllByRole('rowheader')];
    await expect(cells).toHaveLength(12);
    for (const cell of cells) await expect(cell.getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    // Each cell shows its column's label beside its value.
    await expect(canvas.getAllByText('Time', { selector: '[aria-hidden="true"]' })[0]).toBeVisible();
    const caption = table.querySelector('caption')!;
    await expect(caption.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
