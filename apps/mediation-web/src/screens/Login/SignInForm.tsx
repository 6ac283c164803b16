import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { loginSchema } from '@mediation/protocol';
import { Button, loadLocale } from '@mediation/ui';
import { ApiError, errorMessage } from '../../api/httpClient';
import { useApi, useSession } from '../../app/services';
import { TextFormField } from '../../components/FormFields';
import { takeLanguageChosenBeforeSignIn } from '../../components/LanguageSwitch';
import { useText } from '../../i18n';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import type { SessionUser } from '../../auth/session';
import { usePreferences } from '../../theme/Preferences';
import { Alert, ButtonRow, Form as FormRoot } from './Login.styles';

export interface SignInFormLabels {
  email: string;
  password: string;
  submit: string;
  failed: string;
  notStaff: string;
}

export interface SignInFormProps {
  /** Called with the signed-in person. */
  onSignedIn: (user: SessionUser) => void;
  labels?: Partial<SignInFormLabels>;
}

interface Values {
  email: string;
  password: string;
}

/** Mediator and admin sign-in: e-mail and password, then the profile fetched with the new token. */
export function SignInForm({ onSignedIn, labels }: SignInFormProps) {
  const t = useText();
  const text: SignInFormLabels = {
    email: t('signIn.email'),
    password: t('signIn.password'),
    submit: t('common.submit'),
    failed: t('signIn.failed'),
    notStaff: t('signIn.notStaff'),
    ...labels,
  };
  const api = useApi();
  const { session } = useSession();
  const { locale, setLocale } = usePreferences();

  const submit = async (values: Values) => {
    try {
      const { access } = await api.auth.signIn({ email: values.email.trim(), password: values.password });
      const me = await api.auth.me(access);
      if (!me.is_staff && !me.is_superuser) return { [FORM_ERROR]: text.notStaff };
      const chosenHere = takeLanguageChosenBeforeSignIn();
      if (chosenHere === locale && me.language !== locale) {
        // Picked on this page just now: the account keeps it (if that fails, the page still speaks it).
        await api.auth.updateMe({ language: locale }, access).then(
          () => (me.language = locale),
          () => undefined,
        );
      } else if (me.language && me.language !== locale) {
        // The account's language, once its catalogs are loaded (if they cannot load, the page stays as it is).
        const language = me.language;
        await loadLocale(language).then(
          () => setLocale(language),
          () => undefined,
        );
      }
      const user: SessionUser = { ...me, side: 'M' };
      session.signIn(user, access);
      onSignedIn(user);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 401) return { [FORM_ERROR]: text.failed };
      return { [FORM_ERROR]: errorMessage(error) };
    }
  };

  return (
    <Form<Values>
      onSubmit={submit}
      validate={validateWith(loginSchema)}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <FormRoot noValidate onSubmit={focusFirstError(handleSubmit)}>
          <TextFormField name="email" label={text.email} type="email" autoComplete="username" isRequired />
          <TextFormField name="password" label={text.password} type="password" autoComplete="current-password" isRequired />
          {submitError && !dirtySinceLastSubmit ? <Alert role="alert">{submitError}</Alert> : null}
          <ButtonRow>
            <Button type="submit" fullWidth isPending={submitting}>
              {text.submit}
            </Button>
          </ButtonRow>
        </FormRoot>
      )}
    />
  );
}
