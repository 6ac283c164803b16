import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { loginSchema } from '@mediation/protocol';
import { Button } from '@mediation/ui';
import { ApiError, errorMessage } from '../../api/httpClient';
import { useApi, useSession } from '../../app/services';
import { TextFormField } from '../../components/FormFields';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import type { SessionUser } from '../../auth/session';
import { Alert, ButtonRow, Form as FormRoot } from './Login.styles';

export interface SignInFormLabels {
  email: string;
  password: string;
  submit: string;
  failed: string;
  notStaff: string;
}

const defaultLabels: SignInFormLabels = {
  email: 'Email',
  password: 'Password',
  submit: 'Submit',
  failed: 'No active account found with the given credentials',
  notStaff: 'Only mediators and admins sign in here; parties join with a case code.',
};

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
  const text = { ...defaultLabels, ...labels };
  const api = useApi();
  const { session } = useSession();

  const submit = async (values: Values) => {
    try {
      const { access } = await api.auth.signIn({ email: values.email.trim(), password: values.password });
      const me = await api.auth.me(access);
      if (!me.is_staff && !me.is_superuser) return { [FORM_ERROR]: text.notStaff };
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
