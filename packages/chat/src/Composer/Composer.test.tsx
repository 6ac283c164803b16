import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mediation/ui';
import { renderWithTheme } from '../internal/test-utils';
import { Composer } from './Composer';

describe('Composer', () => {
  it('sends trimmed text on Enter and ignores blank text', async () => {
    const onSend = vi.fn();
    renderWithTheme(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, '  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, ' Hello {Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('reports typing of real text only', async () => {
    const onTyping = vi.fn();
    renderWithTheme(<Composer onSend={vi.fn()} onTyping={onTyping} />);
    await userEvent.type(screen.getByRole('textbox'), '  ');
    expect(onTyping).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox'), 'Hi');
    expect(onTyping).toHaveBeenCalledTimes(2);
  });

  it('adds a line on Shift+Enter', async () => {
    const onSend = vi.fn();
    renderWithTheme(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, 'a{Shift>}{Enter}{/Shift}b');
    expect((box as HTMLTextAreaElement).value).toBe('a\nb');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps a draft per group', async () => {
    const { rerender } = renderWithTheme(<Composer onSend={vi.fn()} draftKey="M" />);
    await userEvent.type(screen.getByRole('textbox'), 'for M');
    rerender(
      <ThemeProvider>
        <Composer onSend={vi.fn()} draftKey="A" />
      </ThemeProvider>,
    );
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
    rerender(
      <ThemeProvider>
        <Composer onSend={vi.fn()} draftKey="M" />
      </ThemeProvider>,
    );
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('for M');
  });

  it('counts the characters left from 4,500 and disables Send past 5,000, saying why', async () => {
    const onSend = vi.fn();
    renderWithTheme(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Type a message' });
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(4499));
    expect(screen.queryByText(/characters left/)).toBeNull();
    await userEvent.type(box, 'b');
    const count = screen.getByText('500 characters left');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(box.getAttribute('aria-describedby')).toBe(count.id);
    await userEvent.paste('c'.repeat(500));
    expect(screen.getByText('0 characters left')).toBeTruthy();
    expect(send).toHaveProperty('disabled', false);
    await userEvent.type(box, 'de');
    const reason = screen.getByText('2 characters too many: a message holds at most 5,000');
    expect(send).toHaveProperty('disabled', true);
    expect(send.getAttribute('aria-describedby')).toBe(reason.id);
    await userEvent.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Backspace}{Backspace}{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('refuses to send while disabled and says why', async () => {
    const onSend = vi.fn();
    renderWithTheme(<Composer onSend={onSend} disabledReason="This case has ended." />);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
    expect(screen.getByText('This case has ended.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });
});
