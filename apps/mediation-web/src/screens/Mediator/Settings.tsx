import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { z } from 'zod';
import {
  LIMITS,
  PHONE_PREFIXES,
  phoneNumberSchema,
  phonePrefixSchema,
  profileFieldsSchema,
  refineJoinedPhone,
  roleOf,
  setPasswordRequestSchema,
} from '@mediation/protocol';
import { Button, Card, CheckboxField, EmptyState, SelectField, Spinner, Tab, TabList, TabPanel, Tabs, useToast } from '@mediation/ui';
import { errorMessage, fieldError } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi, useSession } from '../../app/services';
import { PhoneFormField, TextFormField } from '../../components/FormFields';
import { readNotificationPreference, writeNotificationPreference } from '../../lib/notifications';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import { usePreferences, type ThemePreference } from '../../theme/Preferences';
import { useState } from 'react';
import { Details, FormActions, Muted, PageHeading } from '../../components/Page';
import { FormPanel, FormStack } from './Mediator.styles';

/** Splits a stored phone into a known prefix and the rest ('+972501234567' -> '+972', '501234567'). */
export function splitPhone(phone: string | null | undefined): { prefix: string; number: string } {
  const value = phone ?? '';
  const prefix = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length).find((candidate) => value.startsWith(candidate));
  return prefix ? { prefix, number: value.slice(prefix.length) } : { prefix: PHONE_PREFIXES[0] ?? '+972', number: value };
}

// The protocol's rules: the names of a profile, and the phone as typed (prefix and number) checked as the
// one phone the server stores.
const profileSchema = z
  .object({
    first_name: profileFieldsSchema.shape.first_name,
    last_name: profileFieldsSchema.shape.last_name,
    phone_prefix: phonePrefixSchema,
    phone: phoneNumberSchema,
  })
  .superRefine(refineJoinedPhone);

// The protocol's rules for the request; only the repetition of the new password is the form's own.
const passwordSchema = z
  .object({
    current_password: z.string({ error: 'Current password is required' }).pipe(setPasswordRequestSchema.shape.current_password),
    new_password: z.string({ error: 'New password is required' }).pipe(setPasswordRequestSchema.shape.new_password),
    confirm_password: z.string({ error: 'Repeat the new password' }).min(1, { error: 'Repeat the new password' }),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    error: 'The new passwords do not match',
  });

/** /Mediator/settings: Profile, Account, Security and Notifications. */
export default function Settings() {
  return (
    <FormPanel>
      <PageHeading>Settings</PageHeading>
      <Tabs defaultValue="profile">
        <TabList aria-label="Settings">
          <Tab value="profile">Profile</Tab>
          <Tab value="account">Account</Tab>
          <Tab value="security">Security</Tab>
          <Tab value="notifications">Notifications</Tab>
        </TabList>
        <TabPanel value="profile">
          <ProfileSettings />
        </TabPanel>
        <TabPanel value="account">
          <AccountSettings />
        </TabPanel>
        <TabPanel value="security">
          <SecuritySettings />
        </TabPanel>
        <TabPanel value="notifications">
          <NotificationSettings />
        </TabPanel>
      </Tabs>
    </FormPanel>
  );
}

interface ProfileValues {
  first_name: string;
  last_name: string;
  phone_prefix: string;
  phone: string;
}

function ProfileSettings() {
  const api = useApi();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const profile = useQuery({ queryKey: [...queryKeys.me(), 'profile'], queryFn: () => api.auth.profile() });
  if (profile.isError)
    return (
      <EmptyState
        headingLevel={2}
        title="Your profile could not be loaded"
        description={errorMessage(profile.error)}
        action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
      />
    );
  if (!profile.data) {
    return (
      <Muted role="status">
        <Spinner size="sm" /> Loading your profile…
      </Muted>
    );
  }
  const phone = splitPhone(profile.data.phone);
  const submit = async (values: ProfileValues) => {
    try {
      const updated = await api.auth.updateMe({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: `${values.phone_prefix}${values.phone.trim()}`,
      });
      session.updateUser({ first_name: updated.first_name, last_name: updated.last_name });
      queryClient.setQueryData([...queryKeys.me(), 'profile'], updated);
      toast({ title: 'Profile saved', variant: 'success' });
      return undefined;
    } catch (error) {
      return {
        first_name: fieldError(error, 'first_name'),
        last_name: fieldError(error, 'last_name'),
        phone: fieldError(error, 'phone'),
        [FORM_ERROR]: errorMessage(error),
      };
    }
  };
  return (
    <Card title="Profile" headingLevel={2} description={profile.data.email}>
      <Form<ProfileValues>
        initialValues={{
          first_name: profile.data.first_name,
          last_name: profile.data.last_name,
          phone_prefix: phone.prefix,
          phone: phone.number,
        }}
        validate={validateWith(profileSchema)}
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, pristine }) => (
          <FormStack noValidate onSubmit={focusFirstError(handleSubmit)}>
            <TextFormField name="first_name" dir="auto" label="First name" autoComplete="given-name" isRequired />
            <TextFormField name="last_name" dir="auto" label="Last name" autoComplete="family-name" isRequired />
            <PhoneFormField name="phone" prefixName="phone_prefix" label="Phone" labels={{ prefix: 'Phone prefix' }} isRequired />
            {submitError && !dirtySinceLastSubmit ? <Muted role="alert">{submitError}</Muted> : null}
            <FormActions>
              <Button type="submit" isPending={submitting} disabled={pristine}>
                Save profile
              </Button>
            </FormActions>
          </FormStack>
        )}
      />
    </Card>
  );
}

function AccountSettings() {
  const { user } = useSession();
  const { themePreference, setThemePreference, direction, setDirection } = usePreferences();
  return (
    <Card title="Account" headingLevel={2}>
      <FormStack as="div">
        {user ? (
          <Details>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Username</dt>
            <dd>{user.username || '—'}</dd>
            <dt>Role</dt>
            <dd>{roleOf(user)}</dd>
          </Details>
        ) : null}
        <SelectField
          label="Theme"
          value={themePreference}
          onValueChange={(value) => setThemePreference(value as ThemePreference)}
          options={[
            { value: 'system', label: 'Same as the system' },
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        <CheckboxField
          label="Right-to-left layout (Hebrew, Arabic)"
          checked={direction === 'rtl'}
          onCheckedChange={(isChecked) => setDirection(isChecked ? 'rtl' : 'ltr')}
        />
      </FormStack>
    </Card>
  );
}

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

function SecuritySettings() {
  const api = useApi();
  const { session, user } = useSession();
  const { toast } = useToast();
  const submit = async (values: PasswordValues, form: { restart: () => void }) => {
    try {
      const changed = await api.auth.setPassword({ current_password: values.current_password, new_password: values.new_password });
      // Every earlier session ended; this browser goes on in the new one the answer starts (its cookie is set too).
      if (user) session.signIn(user, changed.access);
      toast({ title: 'Password changed', description: 'Other devices signed in to your account are signed out.', variant: 'success' });
      setTimeout(() => form.restart());
      return undefined;
    } catch (error) {
      return {
        current_password: fieldError(error, 'current_password'),
        new_password: fieldError(error, 'new_password'),
        [FORM_ERROR]: errorMessage(error),
      };
    }
  };
  return (
    <Card title="Change password" headingLevel={2}>
      <Form<PasswordValues>
        validate={validateWith(passwordSchema)}
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <FormStack noValidate onSubmit={focusFirstError(handleSubmit)}>
            <TextFormField name="current_password" label="Current password" type="password" autoComplete="current-password" isRequired />
            <TextFormField
              name="new_password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${LIMITS.passwordMin} characters.`}
              isRequired
            />
            <TextFormField name="confirm_password" label="Repeat the new password" type="password" autoComplete="new-password" isRequired />
            {submitError && !dirtySinceLastSubmit ? <Muted role="alert">{submitError}</Muted> : null}
            <FormActions>
              <Button type="submit" isPending={submitting}>
                Change password
              </Button>
            </FormActions>
          </FormStack>
        )}
      />
    </Card>
  );
}

function NotificationSettings() {
  const [isOn, setOn] = useState(readNotificationPreference);
  return (
    <Card title="Notifications" headingLevel={2}>
      <CheckboxField
        label="Show a notification when a party asks to join"
        hint="The waiting room lists every request either way."
        checked={isOn}
        onCheckedChange={(isChecked) => {
          writeNotificationPreference(isChecked);
          setOn(isChecked);
        }}
      />
    </Card>
  );
}
