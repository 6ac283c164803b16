import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conversation } from '../internal/fixtures';
import { Search, type SearchProps } from './Search';
import { useMessageSearch } from './useMessageSearch';

const messages = conversation();

function Searching(props: SearchProps) {
  const search = useMessageSearch(messages);
  const current = messages.find((message) => message.id === search.currentMatchId);
  return (
    <div style={{ maxWidth: '28rem' }}>
      <Search
        {...props}
        query={search.query}
        onQueryChange={search.setQuery}
        matchCount={search.matches.length}
        matchIndex={search.index}
        onPrevious={search.previous}
        onNext={search.next}
      />
      <p data-testid="current">{current?.text ?? ''}</p>
    </div>
  );
}

const meta = {
  title: 'Chat/Search',
  component: Search,
  args: { query: '', onQueryChange: fn(), matchCount: 0, matchIndex: -1, onPrevious: fn(), onNext: fn() },
  render: (args) => <Searching {...args} />,
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Case-insensitive search over the group: the newest hit first, "n of m", and previous/next wrapping around. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search messages' }), 'QUOTE');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 3');
    await expect(canvas.getByTestId('current')).toHaveTextContent('A second quote sounds reasonable');
    await userEvent.click(canvas.getByRole('button', { name: 'Next match' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 3');
    await expect(canvas.getByTestId('current')).toHaveTextContent('the quote we got is far too high');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous match' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 3');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'no such words');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await expect(canvas.getByRole('button', { name: 'Next match' })).toBeDisabled();
  },
};
