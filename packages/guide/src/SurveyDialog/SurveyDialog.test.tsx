import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mediation/ui';
import { describe, expect, it, vi } from 'vitest';
import { SurveyDialog } from './SurveyDialog';

const renderDialog = (onSubmit: () => Promise<unknown>) => {
  const onOpenChange = vi.fn();
  render(
    <ThemeProvider>
      <SurveyDialog defaultOpen onSubmit={onSubmit} onOpenChange={onOpenChange} />
    </ThemeProvider>,
  );
  return onOpenChange;
};

describe('SurveyDialog', () => {
  it('sends rating 3 by default with the trimmed feedback, then closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onOpenChange = renderDialog(onSubmit);
    expect(screen.getByRole('radio', { name: 'OK' })).toHaveProperty('checked', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), '  Helpful.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, feedback: 'Helpful.' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('explains a refusal and stays open; without a reason it says so kindly', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('You have already answered this survey.')).mockRejectedValueOnce('offline');
    const onOpenChange = renderDialog(onSubmit);
    await userEvent.click(screen.getByRole('radio', { name: 'Very dissatisfied' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 1, feedback: '' });
    expect((await screen.findByRole('alert')).textContent).toBe('You have already answered this survey.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be recorded');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
