import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { StyledTextArea } from './TextAreaField.styles';

export interface TextAreaFieldProps extends FieldBaseProps, ComponentPropsWithoutRef<'textarea'> {}

/** A labelled multi-line text input. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, isRequired, error, hint, labels, id, className, rows = 4, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} isRequired={isRequired} error={error} hint={hint} labels={labels} className={className}>
      {(controlProps) => <StyledTextArea ref={ref} rows={rows} {...controlProps} {...rest} />}
    </Field>
  );
});
