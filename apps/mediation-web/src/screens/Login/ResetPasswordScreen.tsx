import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { LIMITS, passwordResetRequestSchema } from '@mediation/protocol';
import { Button, type Translate } from '@mediation/ui';
import { errorMessage, fieldError } from '../../api/httpClient';
import { useApi } from '../../app/services';
import { AppLink } from '../../components/AppLink';
import { TextFormField } from '../../components/FormFields';
import { useText, type WebMessage } from '../../i18n';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import { LoginFrame } from './LoginFrame';
import { Alert, ButtonRow, Form as FormRoot, Note } from './Login.styles';

// The protocol's rule for every new password; only the repetition (and its messages) is the form's own.
const resetSchema = (t: Translate<WebMessage>) =>
  z
    .object({
      new_password: z.string({ error: t('password.newRequired') }).pipe(passwordResetRequestSchema.shape.new_password),
      confirm_password: z.string({ error: t('password.repeat') }).min(1, { error: t('password.repeat') }),
    })
    .refine((values) => values.new_password === values.confirm_password, {
      path: ['confirm_password'],
      error: t('password.mismatch'),
    });

interface Values {
  new_password: string;
  confirm_password: string;
}

/**
 * /reset-password?token=…: a mediator sets a new password from the link the admin sent, then signs in. The
 * secret leaves the address bar at once, so it stays out of the history and of what a screen share shows.
 */
export default function ResetPasswordScreen() {
  const t = useText();
  const validate = useMemo(() => validateWith(resetSchema(t)), [t]);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  if (done) {
    return (
      <LoginFrame title={t('resetPassword.doneTitle')}>
        <Note role="status">{t('resetPassword.doneNote')}</Note>
        <ButtonRow>
          <AppLink to="/login">{t('login.signInTitle')}</AppLink>
        </ButtonRow>
      </LoginFrame>
    );
  }
  if (!token) {
    return (
      <LoginFrame title={t('resetPassword.title')}>
        <Alert role="alert">{t('resetPassword.noToken')}</Alert>
        <ButtonRow>
          <AppLink to="/login">{t('common.backToSignIn')}</AppLink>
        </ButtonRow>
      </LoginFrame>
    );
  }

  const submit = async (values: Values) => {
    try {
      await api.auth.resetPassword({ token, new_password: values.new_password });
      setDone(true);
      return undefined;
    } catch (error) {
      return { new_password: fieldError(error, 'new_password'), [FORM_ERROR]: errorMessage(error) };
    }
  };
  return (
    <LoginFrame title={t('resetPassword.title')}>
      <Note>{t('resetPassword.linkOnce')}</Note>
      <Form<Values>
        onSubmit={submit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <FormRoot noValidate onSubmit={focusFirstError(handleSubmit)}>
            <TextFormField
              name="new_password"
              label={t('password.new')}
              type="password"
              autoComplete="new-password"
              hint={t('password.hint', { count: LIMITS.passwordMin })}
              isRequired
            />
            <TextFormField name="confirm_password" label={t('password.repeat')} type="password" autoComplete="new-password" isRequired />
            {submitError && !dirtySinceLastSubmit ? <Alert role="alert">{submitError}</Alert> : null}
            <ButtonRow>
              <Button type="submit" fullWidth isPending={submitting}>
                {t('resetPassword.submit')}
              </Button>
            </ButtonRow>
          </FormRoot>
        )}
      />
    </LoginFrame>
  );
}
