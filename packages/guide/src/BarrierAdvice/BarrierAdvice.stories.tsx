import type { Meta, StoryObj } from '@storybook/react-vite';
import { BARRIERS } from '@mediation/protocol';
import { expect, userEvent } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../internal/storyViewports';
import { BarrierAdvice } from './BarrierAdvice';

const meta = {
  title: 'Guide/BarrierAdvice',
  component: BarrierAdvice,
} satisfies Meta<typeof BarrierAdvice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recommendation' })).toBeVisible();
    const triggers = canvas.getAllByRole('button');
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual([...BARRIERS]);
    await userEvent.click(canvas.getByRole('button', { name: 'Provocations' }));
    await expect(canvas.getByRole('button', { name: 'Provocations' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Remind both parties of the discussion rules, calmly and without singling anyone out.')).toBeVisible();
  },
};

export const Playground: Story = { args: { defaultOpen: ['Lack of Trust'] } };

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    labels: { title: 'המלצות', intro: 'כשהמשא ומתן נתקע, מצאו את המחסום שאתם מזהים.', signs: 'איך זה נראה', responses: 'מה אפשר לעשות' },
    advice: [
      {
        barrier: 'Arguing about the past',
        name: 'ויכוח על העבר',
        signs: 'הצדדים חוזרים שוב ושוב למי עשה מה ומי אשם.',
        responses: ['הכירו בכאב של העבר, בקצרה ולשני הצדדים.', 'שאלו מה הם צריכים מעכשיו והלאה.'],
      },
    ],
    defaultOpen: ['Arguing about the past'],
  },
};

export const MobileWidth: Story = {
  parameters: phoneParameters,
  globals: phoneGlobals,
};
