import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'tel', 'url', 'search', 'number'] },
    label: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'noa@example.com');
    await expect(input).toHaveValue('noa@example.com');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { label: 'Case Title', type: 'text', placeholder: 'Shared fence repair', hint: 'Parties see this title.' },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Require')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { isRequired: true, error: 'Email is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email is required');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.type(input, 'secret-pass');
    // Masked: a password input, never a plain textbox.
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'noa@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

function SignInForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  return (
    <form
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        const next = { email: email ? undefined : 'Email is required', password: password ? undefined : 'Password is required' };
        setErrors(next);
        if (!next.email && !next.password) onSubmit({ email, password });
      }}
    >
      <TextField
        label="Email"
        type="email"
        isRequired
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
      <TextField
        label="Password"
        type="password"
        isRequired
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <Button type="submit">Submit</Button>
    </form>
  );
}

export const SignInValidation: Story = {
  render: () => <SignInForm onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    // The message clears as soon as the field is edited.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'n');
    await expect(canvas.queryByText('Email is required')).toBeNull();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Relevant experience in community mediation and family disputes',
    defaultValue: 'A very long value that does not fit in the input and scrolls horizontally inside it',
    hint: 'Describe your previous cases, the courses you took and the languages you mediate in.',
  },
};

export const RightToLeft: Story = {
  args: { label: 'דואר אלקטרוני', isRequired: true, error: 'שדה חובה', labels: { required: 'חובה' } },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = {
  args: { isRequired: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
