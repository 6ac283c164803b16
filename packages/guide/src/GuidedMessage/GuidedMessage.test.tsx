import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mediation/ui';
import { describe, expect, it } from 'vitest';
import { GuidedMessage } from './GuidedMessage';

const renderMessage = (ext: Parameters<typeof GuidedMessage>[0]['ext']) =>
  render(
    <ThemeProvider>
      <GuidedMessage ext={ext}>Card text</GuidedMessage>
    </ThemeProvider>,
  );

describe('GuidedMessage', () => {
  it('names the stage of a stage card', () => {
    renderMessage({ type: 'Inventive', stage: 1, title: 'Brainstorming without judgement' });
    expect(screen.getByText('Inventive · Stage 2 of 5: Brainstorming')).toBeTruthy();
    expect(screen.getByText('Card text')).toBeTruthy();
  });

  it('shows nothing for a stage index out of range', () => {
    renderMessage({ type: 'Problem Solving', stage: 5 });
    expect(screen.queryByText('Card text')).toBeNull();
  });
});
