import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, ToastProvider } from '@mediation/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendSurveyButton } from './SendSurveyButton';

describe('SendSurveyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("confirms with 'Survey Action Sent' for 1.5 s", async () => {
    const onSendSurvey = vi.fn(async () => undefined);
    render(
      <ThemeProvider>
        <ToastProvider>
          <SendSurveyButton onSendSurvey={onSendSurvey} />
        </ToastProvider>
      </ThemeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send survey' })));
    expect(onSendSurvey).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Survey Action Sent');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
