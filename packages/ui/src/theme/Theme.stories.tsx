import type { Meta, StoryObj } from '@storybook/react-vite';
import styled, { useTheme } from 'styled-components';
import { expect } from 'storybook/test';
import { SideIcon } from '../Avatar';
import type { IntentColors, Side } from './theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Swatch = styled.div<{ $background: string; $foreground: string }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $background }) => $background};
  color: ${({ $foreground }) => $foreground};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

function IntentSwatches({ name, colors }: { name: string; colors: IntentColors }) {
  return (
    <>
      <Swatch $background={colors.solid} $foreground={colors.onSolid}>
        {name} solid
      </Swatch>
      <Swatch $background={colors.subtle} $foreground={colors.fg}>
        {name} subtle
      </Swatch>
    </>
  );
}

/** The semantic colours of the active theme: one family per side and per intent. */
function ThemeColours() {
  const theme = useTheme();
  const sides: Side[] = ['A', 'B', 'M'];
  return (
    <div>
      <Heading>Sides</Heading>
      <Grid>
        {sides.map((side) => (
          <IntentSwatches key={side} name={`Side ${side}`} colors={theme.color.side[side]} />
        ))}
        {sides.map((side) => (
          <Swatch key={`icon-${side}`} $background={theme.color.bg.surface} $foreground={theme.color.fg.default}>
            <SideIcon side={side} />
            {side === 'M' ? 'Mediator' : `Party ${side}`}
          </Swatch>
        ))}
      </Grid>
      <Heading>Intents</Heading>
      <Grid>
        <IntentSwatches name="Accent" colors={theme.color.accent} />
        <IntentSwatches name="Danger" colors={theme.color.danger} />
        <IntentSwatches name="Success" colors={theme.color.success} />
        <IntentSwatches name="Warning" colors={theme.color.warning} />
        <IntentSwatches name="Neutral" colors={theme.color.neutral} />
      </Grid>
    </div>
  );
}

const meta = {
  title: 'UI/Theme',
  component: ThemeColours,
} satisfies Meta<typeof ThemeColours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Side A' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mediator' })).toBeVisible();
    await expect(canvas.getByText('Danger solid')).toBeVisible();
  },
};

export const Playground: Story = {};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
