import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { z } from 'zod';
import { phoneNumberSchema, phonePrefixSchema, refineJoinedPhone, updateMediatorRequestSchema } from '@mediation/protocol';
import type { MediatorListItem, UpdateMediatorRequest } from '@mediation/protocol';
import { Button, Dialog } from '@mediation/ui';
import { errorMessage, fieldError } from '../../api/httpClient';
import { MultiSelectFormField, PhoneFormField, TextFormField } from '../../components/FormFields';
import { FormActions, Muted } from '../../components/Page';
import { useText } from '../../i18n';
import { useScreenText } from '../i18n';
import { areaOptions } from '../../lib/categories';
import { focusFirstError } from '../../lib/focusFirstError';
import { phonePrefixes, splitPhone } from '../../lib/phone';
import { validateWith } from '../../lib/validate';
import { FormGrid, FullRow } from './Admin.styles';

// The protocol's rules for the request; the phone as typed (prefix and number) is checked as the one phone stored.
const editSchema = z
  .object({
    first_name: updateMediatorRequestSchema.shape.first_name,
    last_name: updateMediatorRequestSchema.shape.last_name,
    phone_prefix: phonePrefixSchema,
    phone: phoneNumberSchema,
    areas: updateMediatorRequestSchema.shape.areas,
  })
  .superRefine(refineJoinedPhone);

export interface EditMediatorValues {
  first_name: string;
  last_name: string;
  phone_prefix: string;
  phone: string;
  areas: string[];
}

export interface EditMediatorDialogProps {
  /** The mediator being edited; the dialog is closed while undefined. */
  mediator: MediatorListItem | undefined;
  onOpenChange: (isOpen: boolean) => void;
  /** Saves the edited fields (the phone joined); rejects with the server's error. */
  onSave: (values: UpdateMediatorRequest) => Promise<void>;
}

/** Edit mediator: names, phone and areas, in a dialog over the list. */
export function EditMediatorDialog({ mediator, onOpenChange, onSave }: EditMediatorDialogProps) {
  const t = useScreenText();
  const tEntry = useText();
  const phone = splitPhone(mediator?.phone);
  const submit = async (values: EditMediatorValues) => {
    try {
      await onSave({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: `${values.phone_prefix}${values.phone.trim()}`,
        areas: values.areas as UpdateMediatorRequest['areas'],
      });
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
    <Dialog
      open={mediator !== undefined}
      onOpenChange={onOpenChange}
      title={t('editMediator.title')}
      description={mediator?.user.email}
      size="lg"
    >
      {mediator ? (
        <Form<EditMediatorValues>
          initialValues={{
            first_name: mediator.user.first_name,
            last_name: mediator.user.last_name,
            phone_prefix: phone.prefix,
            phone: phone.number.trim(),
            areas: mediator.areas,
          }}
          validate={validateWith(editSchema)}
          onSubmit={submit}
          render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
            <FormGrid noValidate onSubmit={focusFirstError(handleSubmit)}>
              <TextFormField name="first_name" dir="auto" label={t('partyEntry.firstName')} autoComplete="off" isRequired />
              <TextFormField name="last_name" dir="auto" label={t('partyEntry.lastName')} autoComplete="off" isRequired />
              <FullRow>
                <PhoneFormField
                  name="phone"
                  prefixName="phone_prefix"
                  label={t('field.phone')}
                  prefixes={phonePrefixes(tEntry)}
                  labels={{ prefix: t('field.phonePrefix') }}
                  isRequired
                />
              </FullRow>
              <FullRow>
                <MultiSelectFormField name="areas" label={t('field.areas')} options={areaOptions(tEntry)} />
              </FullRow>
              {submitError && !dirtySinceLastSubmit ? (
                <FullRow>
                  <Muted role="alert">{submitError}</Muted>
                </FullRow>
              ) : null}
              <FullRow>
                <FormActions>
                  <Button variant="secondary" onClick={() => onOpenChange(false)}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" isPending={submitting}>
                    {t('common.save')}
                  </Button>
                </FormActions>
              </FullRow>
            </FormGrid>
          )}
        />
      ) : null}
    </Dialog>
  );
}
