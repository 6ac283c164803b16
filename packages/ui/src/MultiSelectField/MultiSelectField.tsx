import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Fieldset, type FieldBaseProps } from '../Field';
import { CheckIcon } from '../Icon';
import { useControllableState } from '../internal/useControllableState';
import type { SelectOption } from '../SelectField';
import { ChipFace, ChipInput, ChipLabel, ChipList } from './MultiSelectField.styles';

export interface MultiSelectFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'> {
  /** Choices in display order. */
  options: readonly SelectOption[];
  /** Chosen values (controlled). */
  value?: string[];
  /** Initially chosen values (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with every chosen value after a change. */
  onValueChange?: (value: string[]) => void;
  /** Form name of each checkbox. */
  name?: string;
  /** Disables every choice. @default false */
  disabled?: boolean;
}

/** A labelled group of toggle chips; each chip is a checkbox, so Tab and Space work as everywhere. */
export const MultiSelectField = forwardRef<HTMLDivElement, MultiSelectFieldProps>(function MultiSelectField(
  { label, isRequired, error, hint, labels, className, options, value, defaultValue = [], onValueChange, name, disabled = false, ...rest },
  ref,
) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const toggle = (optionValue: string, isChecked: boolean) => {
    // Keep the options' order so the value does not depend on click order.
    const next = new Set(selected);
    if (isChecked) next.add(optionValue);
    else next.delete(optionValue);
    setSelected(options.map((option) => option.value).filter((candidate) => next.has(candidate)));
  };
  return (
    <Fieldset label={label} isRequired={isRequired} error={error} hint={hint} labels={labels} className={className}>
      <ChipList ref={ref} {...rest}>
        {options.map((option) => (
          <ChipLabel key={option.value}>
            <ChipInput
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              disabled={disabled || option.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <ChipFace>
              <CheckIcon />
              {option.label}
            </ChipFace>
          </ChipLabel>
        ))}
      </ChipList>
    </Fieldset>
  );
});
