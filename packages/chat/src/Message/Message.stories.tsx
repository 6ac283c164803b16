import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatConfigProvider } from '../ChatConfig';
import { makeMessage, partyA } from '../internal/fixtures';
import { Message } from './Message';

const liked = makeMessage('M', 'M', 'A second quote sounds reasonable. Dana, would that work for you?', 5, {
  likes: { A: [{ userId: 2, name: 'Dana Levi' }], B: [{ userId: 3, name: 'Yossi Cohen' }], M: [] },
});
const own = makeMessage('A', 'M', 'Yes, if we get it within two weeks.', 6, { delivery: 'sent' });

const meta = {
  title: 'Chat/Message',
  component: Message,
  args: { message: liked, viewerId: partyA.id, onLike: fn(), onEdit: fn(), onRetry: fn() },
  argTypes: { message: { control: 'object' } },
  decorators: [
    (Story) => (
      <ChatConfigProvider locale="en-GB" timeZone="UTC">
        <div style={{ maxWidth: '40rem' }}>
          <Story />
        </div>
      </ChatConfigProvider>
    ),
  ],
} satisfies Meta<typeof Message>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's message with likes from A and B; the viewer's own like is marked and named 'You'. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const article = canvas.getByRole('article', { name: /^Noa Ben-David/ });
    await userEvent.hover(article);
    const like = canvas.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(liked.id, false);
    await expect(canvas.getByRole('list', { name: 'Likes' })).toHaveTextContent('1 from Side A: You');
  },
};

/** One's own message: Edit opens the inline editor; Escape cancels, empty text is refused, Save sends the new text. */
export const EditOwnMessage: Story = {
  args: { message: own },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.hover(canvas.getByRole('article'));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const box = canvas.getByRole('textbox', { name: 'Edit message' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Edit message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Edit message' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit message' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('A message cannot be empty.');
    await expect(args.onEdit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Edit message' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit message' }), 'Yes, within three weeks.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith(own.id, 'Yes, within three weeks.');
  },
};

/** Delivery of one's own messages: sending, sent, and failed with the reason and 'Retry'; then an edited one. */
export const DeliveryStates: Story = {
  render: (args) => (
    <>
      <Message {...args} message={makeMessage('A', 'M', 'Sending this now.', 7, { delivery: 'sending' })} />
      <Message {...args} message={makeMessage('A', 'M', 'This one arrived.', 8, { delivery: 'sent' })} isGroupStart={false} />
      <Message
        {...args}
        message={makeMessage('A', 'M', 'This one was refused.', 9, { id: 'failed-1', delivery: 'failed', error: 'Shuttle mode is on.' })}
        isGroupStart={false}
      />
      <Message
        {...args}
        message={makeMessage('B', 'M', 'I changed my mind about the date.', 10, { editedAt: '2025-03-04T09:12:00.000Z' })}
      />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending')).toBeVisible();
    await expect(canvas.getByText('Sent')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not sent: Shuttle mode is on.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('failed-1');
    await expect(canvas.getByText('(edited)')).toBeVisible();
    // Messages still on their way cannot be liked or edited yet; a sent one can.
    const [sending, sent, failed] = canvas.getAllByRole('article');
    for (const article of [sending!, failed!]) {
      await userEvent.hover(article);
      await expect(within(article).queryByRole('button', { name: 'Edit' })).toBeNull();
    }
    await userEvent.hover(sent!);
    await expect(within(sent!).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** A guided message has no like or edit controls; search hits are highlighted. */
export const GuidedAndHighlighted: Story = {
  render: (args) => (
    <>
      <Message
        {...args}
        message={makeMessage('M', 'M', 'Welcome both. Let us agree on the rules: respect, practical, concise.', 0, {
          ext: { type: 'guided', stage: 0, title: 'Greeting' },
        })}
      />
      <Message
        {...args}
        message={makeMessage('B', 'M', 'Could we ask for a second quote first? The quote is high.', 3)}
        highlight="QUOTE"
        isCurrentMatch
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guided = canvas.getByRole('article', { name: /^Noa Ben-David/ });
    await userEvent.hover(guided);
    await expect(within(guided).queryByRole('button')).toBeNull();
    const marks = canvasElement.querySelectorAll('mark');
    await expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['quote', 'quote']);
  },
};

/** The guided question "Do you accept the agreement?" offers a party the way to the agreement, where it answers. */
export const AgreementQuestion: Story = {
  args: { onOpenAgreement: fn() },
  render: (args) => (
    <Message
      {...args}
      message={makeMessage('M', 'M', 'Do you accept the agreement?', 0, {
        ext: { type: 'guided', stage: 'agreement', title: 'Agreement' },
      })}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the agreement' }));
    await expect(args.onOpenAgreement).toHaveBeenCalledTimes(1);
  },
};
