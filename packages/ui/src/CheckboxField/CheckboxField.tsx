import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { defaultFieldLabels, type FieldBaseProps } from '../Field';
import { ErrorText, Hint, RequiredMark } from '../Field/Field.styles';
import { AlertIcon } from '../internal/icons';
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
  const text = { ...defaultFieldLabels, ...labels };
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <CheckboxRoot className={className}>
      <CheckboxRow>
        <StyledCheckbox
          ref={ref}
          type="checkbox"
          id={controlId}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
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
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId}>
          <AlertIcon />
          {error}
        </ErrorText>
      ) : null}
    </CheckboxRoot>
  );
});
