import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { ChevronDownIcon } from '../Icon';
import { SelectWrapper, StyledSelect } from './SelectField.styles';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'select'>, 'multiple' | 'size'> {
  /** Choices in display order. */
  options: readonly SelectOption[];
  /** Text of an empty first choice shown until one is picked. */
  placeholder?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, isRequired, error, hint, labels, id, className, options, placeholder, onChange, onValueChange, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} isRequired={isRequired} error={error} hint={hint} labels={labels} className={className}>
      {(controlProps) => (
        <SelectWrapper>
          <StyledSelect
            ref={ref}
            {...controlProps}
            {...rest}
            onChange={(event) => {
              onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <ChevronDownIcon />
        </SelectWrapper>
      )}
    </Field>
  );
});
