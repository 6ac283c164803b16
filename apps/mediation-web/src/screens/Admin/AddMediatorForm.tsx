import { Form } from 'react-final-form';
import { useQueryClient } from '@tanstack/react-query';
import { addMediatorFormSchema, COUNTRIES, joinPhone, MEDIATOR_FORM_DEFAULTS, usernameFromEmail } from '@mediation/protocol';
import type { AddMediatorFormInput } from '@mediation/protocol';
import { Button, Card, useToast, type Translate } from '@mediation/ui';
import { fieldError } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import {
  CheckboxFormField,
  MultiSelectFormField,
  PhoneFormField,
  SelectFormField,
  TextAreaFormField,
  TextFormField,
} from '../../components/FormFields';
import { useText } from '../../i18n';
import { useScreenText, type ScreenMessage } from '../i18n';
import { areaOptions } from '../../lib/categories';
import { countryOptions, phonePrefixes } from '../../lib/phone';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import { FormActions } from '../../components/Page';
import { FormGrid, FullRow } from './Admin.styles';

type Values = AddMediatorFormInput & { phone_prefix: string };

const INITIAL_VALUES: Partial<Values> = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  phone: '',
  phone_prefix: MEDIATOR_FORM_DEFAULTS.phone_prefix,
  country: MEDIATOR_FORM_DEFAULTS.country,
  address: MEDIATOR_FORM_DEFAULTS.address,
  relevant_experience: '',
  areas: [],
  education: '',
  certification_course: false,
};

/** The spec's failure notice: 'Failed to add mediator.' and the server's first e-mail message, if any. */
export function failureDescription(error: unknown, t: Translate<ScreenMessage>): string {
  const emailMessage = fieldError(error, 'email') ?? fieldError(error, 'user.email');
  return emailMessage ? t('addMediator.failedWith', { reason: emailMessage }) : t('addMediator.failed');
}

/** The Add Mediator form: every field and rule of the spec; areas are assigned after the mediator exists. */
export function AddMediatorForm({ onAdded }: { onAdded: () => void }) {
  const t = useScreenText();
  const tEntry = useText();
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const submit = async (values: Values) => {
    try {
      const created = await api.admin.createMediator({
        user: {
          username: usernameFromEmail(values.email),
          password: values.password,
          email: values.email.trim(),
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          staff_status: MEDIATOR_FORM_DEFAULTS.staff_status,
          superuser_status: MEDIATOR_FORM_DEFAULTS.superuser_status,
          first_logged: MEDIATOR_FORM_DEFAULTS.first_logged,
        },
        phone: joinPhone(values.phone_prefix, values.phone.trim()),
        education: values.education,
        relevant_experience: values.relevant_experience,
        certification_course: values.certification_course,
        address: values.address,
        country: values.country,
      });
      const mediatorId = created.user.id;
      if (values.areas.length > 0 && mediatorId) await api.admin.addAreas({ areas: values.areas, mediator: mediatorId });
      await queryClient.invalidateQueries({ queryKey: queryKeys.mediators.all() });
      toast({ title: t('addMediator.success'), description: t('addMediator.added'), variant: 'success' });
      onAdded();
    } catch (error) {
      toast({ title: t('failure.title'), description: failureDescription(error, t), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <Form<Values>
        initialValues={INITIAL_VALUES}
        validate={validateWith(addMediatorFormSchema)}
        onSubmit={submit}
        mutators={{
          // Choosing a country picks its phone prefix.
          setPrefix: (args, state, tools) => tools.changeValue(state, 'phone_prefix', () => args[0] as string),
        }}
        render={({ handleSubmit, submitting, form }) => (
          <FormGrid noValidate onSubmit={focusFirstError(handleSubmit)}>
            <TextFormField name="first_name" dir="auto" label={t('partyEntry.firstName')} autoComplete="off" isRequired />
            <TextFormField name="last_name" dir="auto" label={t('partyEntry.lastName')} autoComplete="off" isRequired />
            <TextFormField name="email" label={t('signIn.email')} type="email" autoComplete="off" isRequired />
            <TextFormField name="password" label={t('signIn.password')} type="password" autoComplete="new-password" isRequired />
            <PhoneFormField
              name="phone"
              prefixName="phone_prefix"
              label={t('field.phone')}
              prefixes={phonePrefixes(tEntry)}
              labels={{ prefix: t('field.phonePrefix') }}
              isRequired
            />
            <SelectFormField
              name="country"
              label={t('addMediator.country')}
              options={countryOptions(tEntry)}
              onValueChange={(country) => {
                const prefix = COUNTRIES.find((candidate) => candidate.name === country)?.phonePrefix;
                if (prefix) form.mutators.setPrefix?.(prefix);
              }}
            />
            <FullRow>
              <TextFormField name="address" dir="auto" label={t('addMediator.address')} autoComplete="off" />
            </FullRow>
            <FullRow>
              <TextAreaFormField name="relevant_experience" dir="auto" label={t('addMediator.experience')} rows={3} />
            </FullRow>
            <FullRow>
              <MultiSelectFormField name="areas" label={t('field.areas')} options={areaOptions(tEntry)} />
            </FullRow>
            <FullRow>
              <TextFormField name="education" dir="auto" label={t('addMediator.education')} isRequired autoComplete="off" />
            </FullRow>
            <FullRow>
              <CheckboxFormField name="certification_course" label={t('addMediator.certification')} />
            </FullRow>
            <FullRow>
              <FormActions>
                <Button type="submit" isPending={submitting}>
                  {t('common.submit')}
                </Button>
              </FormActions>
            </FullRow>
          </FormGrid>
        )}
      />
    </Card>
  );
}
