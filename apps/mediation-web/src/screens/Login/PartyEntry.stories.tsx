import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { CASE_CODE } from '../../stories/fixtures';
import { onRoute, pending, refuse, respond } from '../../stories/handlers';

const meta = { title: 'App/Party entry' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The share link: the code is checked and the party starts at the side. */
const shareLink = `/client-login?case_code=${CASE_CODE}`;

async function toEmail(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Side B' }));
  return canvas.findByRole('textbox', { name: 'Email' });
}

async function toName(canvas: Canvas) {
  await userEvent.type(await toEmail(canvas), 'omer@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  return canvas.findByRole('textbox', { name: 'First name' });
}

async function join(canvas: Canvas) {
  await userEvent.type(await toName(canvas), 'Omer');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Katz');
  await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
}

/** Step 1, /client-login: the case code. */
export const CaseCode: Story = {
  ...appStory({ route: '/client-login' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Case code' })).toBeVisible();
  },
};

/** Six characters start the look-up; it shows while the server answers. */
export const CheckingCode: Story = {
  ...appStory({ route: '/client-login', handlers: [pending('caseByCode')] }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Case code' }), 'KX7P2M');
    await expect(await canvas.findByText('Checking the code…')).toBeVisible();
  },
};

/** A code no started case has. */
export const CodeRejected: Story = {
  ...appStory({ route: '/client-login', handlers: [onRoute('caseByCode', () => refuse('caseByCode', 404, 'Not found.'))] }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Case code' }), 'ZZZZZZ');
    await expect(await canvas.findByText('No started case has this code.')).toBeVisible();
  },
};

/** Step 2: the case's title and its two sides to choose from. */
export const Side: Story = {
  ...appStory({ route: shareLink }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Side A' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Side B' })).toBeVisible();
  },
};

/** Step 3: the e-mail; Next without one says it is required. */
export const Email: Story = {
  ...appStory({ route: shareLink }),
  play: async ({ canvas }) => {
    await toEmail(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

/** Step 4: the name. */
export const Name: Story = {
  ...appStory({ route: shareLink }),
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await toName(canvas)).toHaveFocus());
  },
};

/** After Join: the waiting screen, until the mediator lets the party in. */
export const Waiting: Story = {
  ...appStory({ route: shareLink }),
  play: async ({ canvas }) => {
    await join(canvas);
    await expect(await canvas.findByText('Waiting for the mediator to let you in…')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Waiting for the mediator' })).toBeInTheDocument();
  },
};

/** The mediator refused: the party is told and may ask again. */
export const Refused: Story = {
  ...appStory({
    route: shareLink,
    handlers: [onRoute('joinStatus', () => respond('joinStatus', { status: 'refused' }))],
  }),
  play: async ({ canvas }) => {
    await join(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The mediator did not let you in.');
    await expect(canvas.getByRole('button', { name: 'Ask again' })).toBeVisible();
  },
};
