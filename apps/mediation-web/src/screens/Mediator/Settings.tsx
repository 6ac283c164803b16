import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { z } from 'zod';
import {
  LIMITS,
  phoneNumberSchema,
  phonePrefixSchema,
  profileFieldsSchema,
  refineJoinedPhone,
  roleOf,
  setPasswordRequestSchema,
} from '@mediation/protocol';
import {
  Button,
  Card,
  CheckboxField,
  EmptyState,
  SelectField,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
  type Locale,
  type Translate,
} from '@mediation/ui';
import { errorMessage, fieldError } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi, useSession } from '../../app/services';
import { PhoneFormField, TextFormField } from '../../components/FormFields';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useText } from '../../i18n';
import {
  hasBrowserNotifications,
  readBrowserNotifications,
  readNotificationPreference,
  writeBrowserNotifications,
  writeNotificationPreference,
} from '../../lib/notifications';
import { useScreenText, type ScreenMessage } from '../i18n';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import { usePreferences, type ThemePreference } from '../../theme/Preferences';
import { useMemo, useState } from 'react';
import { Details, FormActions, Muted, PageHeading } from '../../components/Page';
import { phonePrefixes, splitPhone } from '../../lib/phone';
import { FormPanel, FormStack } from './Mediator.styles';

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

// The protocol's rules for the request; only the repetition of the new password (and its messages) is the form's own.
const passwordSchema = (t: Translate<ScreenMessage>) =>
  z
    .object({
      current_password: z.string({ error: t('password.currentRequired') }).pipe(setPasswordRequestSchema.shape.current_password),
      new_password: z.string({ error: t('password.newRequired') }).pipe(setPasswordRequestSchema.shape.new_password),
      confirm_password: z.string({ error: t('password.repeat') }).min(1, { error: t('password.repeat') }),
    })
    .refine((values) => values.new_password === values.confirm_password, {
      path: ['confirm_password'],
      error: t('password.mismatch'),
    });

/** /Mediator/settings: Profile, Account, Security and Notifications. */
export default function Settings() {
  const t = useScreenText();
  return (
    <FormPanel>
      <PageHeading>{t('mediator.menu.settings')}</PageHeading>
      <Tabs defaultValue="profile">
        <TabList aria-label={t('mediator.menu.settings')}>
          <Tab value="profile">{t('settings.profile')}</Tab>
          <Tab value="account">{t('settings.account')}</Tab>
          <Tab value="security">{t('settings.security')}</Tab>
          <Tab value="notifications">{t('settings.notifications')}</Tab>
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
  const t = useScreenText();
  const tEntry = useText();
  const api = useApi();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const profile = useQuery({ queryKey: [...queryKeys.me(), 'profile'], queryFn: () => api.auth.profile() });
  if (profile.isError)
    return (
      <EmptyState
        headingLevel={2}
        title={t('settings.profileFailed')}
        description={errorMessage(profile.error)}
        action={<Button onClick={() => void profile.refetch()}>{t('common.tryAgain')}</Button>}
      />
    );
  if (!profile.data) {
    return (
      <Muted role="status">
        <Spinner size="sm" /> {t('settings.profileLoading')}
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
      toast({ title: t('settings.profileSaved'), variant: 'success' });
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
    <Card title={t('settings.profile')} headingLevel={2} description={profile.data.email}>
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
            <TextFormField name="first_name" dir="auto" label={t('partyEntry.firstName')} autoComplete="given-name" isRequired />
            <TextFormField name="last_name" dir="auto" label={t('partyEntry.lastName')} autoComplete="family-name" isRequired />
            <PhoneFormField
              name="phone"
              prefixName="phone_prefix"
              label={t('field.phone')}
              prefixes={phonePrefixes(tEntry)}
              labels={{ prefix: t('field.phonePrefix') }}
              isRequired
            />
            {submitError && !dirtySinceLastSubmit ? <Muted role="alert">{submitError}</Muted> : null}
            <FormActions>
              <Button type="submit" isPending={submitting} disabled={pristine}>
                {t('settings.saveProfile')}
              </Button>
            </FormActions>
          </FormStack>
        )}
      />
    </Card>
  );
}

/** How each role reads on the Account card. */
const ROLE_KEYS: Record<ReturnType<typeof roleOf>, ScreenMessage> = {
  Admin: 'settings.role.admin',
  Mediator: 'settings.role.mediator',
  User: 'settings.role.user',
};

function AccountSettings() {
  const t = useScreenText();
  const { user } = useSession();
  const { themePreference, setThemePreference } = usePreferences();
  const api = useApi();
  const { toast } = useToast();
  // The language chosen here is kept on the account: it comes back at the next sign-in, and e-mails follow it.
  const keepLanguage = (language: Locale) => {
    api.auth.updateMe({ language }).catch((error: unknown) => {
      toast({ title: t('settings.languageNotSaved'), description: errorMessage(error), variant: 'destructive' });
    });
  };
  return (
    <Card title={t('settings.account')} headingLevel={2}>
      <FormStack as="div">
        {user ? (
          <Details>
            <dt>{t('signIn.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('settings.username')}</dt>
            <dd>{user.username || '—'}</dd>
            <dt>{t('settings.role')}</dt>
            <dd>{t(ROLE_KEYS[roleOf(user)])}</dd>
          </Details>
        ) : null}
        <SelectField
          label={t('settings.theme')}
          value={themePreference}
          onValueChange={(value) => setThemePreference(value as ThemePreference)}
          options={[
            { value: 'system', label: t('settings.theme.system') },
            { value: 'light', label: t('settings.theme.light') },
            { value: 'dark', label: t('settings.theme.dark') },
          ]}
        />
        <LanguageSwitch asField onChosen={keepLanguage} />
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
  const t = useScreenText();
  const validate = useMemo(() => validateWith(passwordSchema(t)), [t]);
  const api = useApi();
  const { session, user } = useSession();
  const { toast } = useToast();
  const submit = async (values: PasswordValues, form: { restart: () => void }) => {
    try {
      const changed = await api.auth.setPassword({ current_password: values.current_password, new_password: values.new_password });
      // Every earlier session ended; this browser goes on in the new one the answer starts (its cookie is set too).
      if (user) session.signIn(user, changed.access);
      toast({ title: t('settings.passwordChanged'), description: t('settings.passwordChangedDetail'), variant: 'success' });
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
    <Card title={t('settings.changePassword')} headingLevel={2}>
      <Form<PasswordValues>
        validate={validate}
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <FormStack noValidate onSubmit={focusFirstError(handleSubmit)}>
            <TextFormField
              name="current_password"
              label={t('password.current')}
              type="password"
              autoComplete="current-password"
              isRequired
            />
            <TextFormField
              name="new_password"
              label={t('password.new')}
              type="password"
              autoComplete="new-password"
              hint={t('password.hint', { count: LIMITS.passwordMin })}
              isRequired
            />
            <TextFormField name="confirm_password" label={t('password.repeat')} type="password" autoComplete="new-password" isRequired />
            {submitError && !dirtySinceLastSubmit ? <Muted role="alert">{submitError}</Muted> : null}
            <FormActions>
              <Button type="submit" isPending={submitting}>
                {t('settings.changePassword')}
              </Button>
            </FormActions>
          </FormStack>
        )}
      />
    </Card>
  );
}

function NotificationSettings() {
  const t = useScreenText();
  const [isOn, setOn] = useState(readNotificationPreference);
  const [isBrowserOn, setBrowserOn] = useState(readBrowserNotifications);
  return (
    <Card title={t('settings.notifications')} headingLevel={2}>
      <CheckboxField
        label={t('settings.joinNotifications')}
        hint={t('settings.joinNotificationsHint')}
        checked={isOn}
        onCheckedChange={(isChecked) => {
          writeNotificationPreference(isChecked);
          setOn(isChecked);
        }}
      />
      {hasBrowserNotifications() ? (
        <CheckboxField
          label={t('settings.browserNotifications')}
          hint={t('settings.browserNotificationsHint')}
          checked={isBrowserOn}
          onCheckedChange={(isChecked) => void writeBrowserNotifications(isChecked).then(setBrowserOn)}
        />
      ) : null}
    </Card>
  );
}
