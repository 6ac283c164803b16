import { Form } from 'react-final-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  addMediatorFormSchema,
  COUNTRIES,
  joinPhone,
  MEDIATOR_AREAS,
  MEDIATOR_FORM_DEFAULTS,
  usernameFromEmail,
} from '@mediation/protocol';
import type { AddMediatorFormInput } from '@mediation/protocol';
import { Button, Card, useToast } from '@mediation/ui';
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

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.name, label: country.name }));
const AREA_OPTIONS = MEDIATOR_AREAS.map((area) => ({ value: area, label: area }));
const PREFIXES = COUNTRIES.map((country) => ({ country: country.name, prefix: country.phonePrefix }));

/** The spec's failure notice: 'Failed to add mediator.' and the server's first e-mail message, if any. */
export function failureDescription(error: unknown): string {
  const emailMessage = fieldError(error, 'email') ?? fieldError(error, 'user.email');
  return emailMessage ? `Failed to add mediator. ${emailMessage}` : 'Failed to add mediator.';
}

/** The Add Mediator form: every field and rule of the spec; areas are assigned after the mediator exists. */
export function AddMediatorForm({ onAdded }: { onAdded: () => void }) {
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
      toast({ title: 'Success', description: 'Mediator added successfully', variant: 'success' });
      onAdded();
    } catch (error) {
      toast({ title: 'Error', description: failureDescription(error), variant: 'destructive' });
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
            <TextFormField name="first_name" dir="auto" label="First name" autoComplete="off" isRequired />
            <TextFormField name="last_name" dir="auto" label="Last name" autoComplete="off" isRequired />
            <TextFormField name="email" label="Email" type="email" autoComplete="off" isRequired />
            <TextFormField name="password" label="Password" type="password" autoComplete="new-password" isRequired />
            <PhoneFormField
              name="phone"
              prefixName="phone_prefix"
              label="Phone"
              prefixes={PREFIXES}
              labels={{ prefix: 'Phone prefix' }}
              isRequired
            />
            <SelectFormField
              name="country"
              label="Country"
              options={COUNTRY_OPTIONS}
              onValueChange={(country) => {
                const prefix = COUNTRIES.find((candidate) => candidate.name === country)?.phonePrefix;
                if (prefix) form.mutators.setPrefix?.(prefix);
              }}
            />
            <FullRow>
              <TextFormField name="address" dir="auto" label="Address" autoComplete="off" />
            </FullRow>
            <FullRow>
              <TextAreaFormField name="relevant_experience" dir="auto" label="Relevant experience" rows={3} />
            </FullRow>
            <FullRow>
              <MultiSelectFormField name="areas" label="Areas" options={AREA_OPTIONS} />
            </FullRow>
            <FullRow>
              <TextFormField name="education" dir="auto" label="Education" isRequired autoComplete="off" />
            </FullRow>
            <FullRow>
              <CheckboxFormField name="certification_course" label="Certification course" />
            </FullRow>
            <FullRow>
              <FormActions>
                <Button type="submit" isPending={submitting}>
                  Submit
                </Button>
              </FormActions>
            </FullRow>
          </FormGrid>
        )}
      />
    </Card>
  );
}
