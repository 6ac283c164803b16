import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { StyledInput } from './TextField.styles';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'type'> {
  /** Input type; `password` masks what is typed. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
}

/** A labelled single-line input for text, e-mail or a masked password. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, isRequired, error, hint, labels, id, className, type = 'text', ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} isRequired={isRequired} error={error} hint={hint} labels={labels} className={className}>
      {(controlProps) => <StyledInput ref={ref} type={type} {...controlProps} {...rest} />}
    </Field>
  );
});
