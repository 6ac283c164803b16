import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { FieldBaseProps } from '../Field';
import { FieldMessages, useFieldLabels, useFieldWiring } from '../Field/Field';
import { RequiredMark } from '../Field/Field.styles';
import { CheckboxLabel, CheckboxRoot, CheckboxRow, StyledCheckbox } from './CheckboxField.styles';

export interface CheckboxFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size'> {
  /** Called with the new checked state. */
  onCheckedChange?: (isChecked: boolean) => void;
}

/** A labelled checkbox with the same required mark, hint and error as the other fields. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, isRequired = false, error, hint, labels, id, className, onChange, onCheckedChange, ...rest },
  ref,
) {
  const text = useFieldLabels(labels);
  const { controlId, hintId, errorId, controlProps } = useFieldWiring(id, hint, error, isRequired);
  return (
    <CheckboxRoot className={className}>
      <CheckboxRow>
        <StyledCheckbox
          ref={ref}
          type="checkbox"
          {...controlProps}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
          {...rest}
        />
        <CheckboxLabel htmlFor={controlId}>
          {label}
          {isRequired ? <RequiredMark aria-hidden="true">{text.required}</RequiredMark> : null}
        </CheckboxLabel>
      </CheckboxRow>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </CheckboxRoot>
  );
});
