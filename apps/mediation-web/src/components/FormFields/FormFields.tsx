import type { FieldMetaState } from 'react-final-form';
import { useField } from 'react-final-form';
import {
  CheckboxField,
  MultiSelectField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type MultiSelectFieldProps,
  type PhoneFieldProps,
  type PhoneValue,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@mediation/ui';

/**
 * A field's message is shown after a failed submit until the person edits the field, or once the
 * person has typed in it and left it; the server's message for the field after a submit likewise.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitFailed && !meta.dirtySinceLastSubmit) return (meta.error ?? meta.submitError) as string | undefined;
  if (meta.touched && meta.modified && meta.error) return meta.error as string;
  return undefined;
}

type Named<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & { name: string };

export function TextFormField({ name, ...props }: Named<TextFieldProps>) {
  const { input, meta } = useField<string>(name);
  return (
    <TextField
      {...props}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={visibleError(meta)}
    />
  );
}

export function TextAreaFormField({ name, ...props }: Named<TextAreaFieldProps>) {
  const { input, meta } = useField<string>(name);
  return <TextAreaField {...props} {...input} value={input.value ?? ''} error={visibleError(meta)} />;
}

export function SelectFormField({ name, ...props }: Named<SelectFieldProps>) {
  const { input, meta } = useField<string>(name);
  return <SelectField {...props} {...input} value={input.value ?? ''} error={visibleError(meta)} />;
}

export function CheckboxFormField({ name, ...props }: Named<CheckboxFieldProps>) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <CheckboxField
      {...props}
      name={input.name}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={visibleError(meta)}
    />
  );
}

export function MultiSelectFormField({ name, ...props }: Named<MultiSelectFieldProps>) {
  const { input, meta } = useField<string[]>(name);
  return (
    <MultiSelectField {...props} name={input.name} value={input.value || []} onValueChange={input.onChange} error={visibleError(meta)} />
  );
}

/** The phone number and its prefix, kept in two form values. */
export function PhoneFormField({ name, prefixName, ...props }: Named<Omit<PhoneFieldProps, 'onValueChange'>> & { prefixName: string }) {
  const number = useField<string>(name);
  const prefix = useField<string>(prefixName);
  const value: PhoneValue = { prefix: prefix.input.value || '', number: number.input.value || '' };
  return (
    <PhoneField
      {...props}
      name={name}
      value={value}
      onValueChange={(next) => {
        if (next.prefix !== value.prefix) prefix.input.onChange(next.prefix);
        if (next.number !== value.number) number.input.onChange(next.number);
      }}
      onBlur={number.input.onBlur}
      onFocus={number.input.onFocus}
      error={visibleError(number.meta) ?? visibleError(prefix.meta)}
    />
  );
}
