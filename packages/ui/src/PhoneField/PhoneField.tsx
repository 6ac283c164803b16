import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { useUiText, type UiMessage } from '../i18n/messages';
import { Field, type FieldBaseProps, type FieldLabels } from '../Field';
import { useControllableState } from '../internal/useControllableState';
import { NumberInput, PhoneRow, PrefixSelect } from './PhoneField.styles';

export interface PhonePrefix {
  /** Country name shown in the selector. */
  country: string;
  /** Dialling prefix, starting with '+'. */
  prefix: string;
}

/** The countries the product serves, Israel first (spec: +972 and +1), each named by the catalog. */
const servedPrefixes: readonly { country: UiMessage; prefix: string }[] = [
  { country: 'phoneField.israel', prefix: '+972' },
  { country: 'phoneField.usa', prefix: '+1' },
];

export interface PhoneValue {
  prefix: string;
  number: string;
}

export interface PhoneFieldLabels extends FieldLabels {
  /** Accessible name of the prefix selector. @default 'Country prefix' */
  prefix: string;
}

export interface PhoneFieldProps
  extends Omit<FieldBaseProps, 'labels'>, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | 'value' | 'defaultValue'> {
  /** Selectable prefixes. @default Israel +972, USA +1 (country names in the language in use) */
  prefixes?: readonly PhonePrefix[];
  /** Prefix and number (controlled). */
  value?: PhoneValue;
  /** Initial prefix and number (uncontrolled). @default { prefix: '+972', number: '' } */
  defaultValue?: PhoneValue;
  /** Called with the prefix and number after either changes. */
  onValueChange?: (value: PhoneValue) => void;
  /** Visible strings and aria labels; by default from the catalog in the language in use. */
  labels?: Partial<PhoneFieldLabels>;
}

/** Joins a phone value the way the API expects it: prefix followed by the number. */
export function formatPhone(value: PhoneValue): string {
  return `${value.prefix}${value.number}`;
}

/** A labelled telephone input with a country-prefix selector in front of it. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, isRequired, error, hint, labels, id, className, prefixes: givenPrefixes, value, defaultValue, onValueChange, disabled, ...rest },
  ref,
) {
  const t = useUiText();
  const prefixLabel = labels?.prefix ?? t('phoneField.prefix');
  const defaultPrefixes = useMemo(() => servedPrefixes.map(({ country, prefix }) => ({ country: t(country), prefix })), [t]);
  const prefixes = givenPrefixes ?? defaultPrefixes;
  const [phone, setPhone] = useControllableState<PhoneValue>({
    value,
    defaultValue: defaultValue ?? { prefix: prefixes[0]?.prefix ?? '', number: '' },
    onChange: onValueChange,
  });
  return (
    <Field id={id} label={label} isRequired={isRequired} error={error} hint={hint} labels={labels} className={className}>
      {(controlProps) => (
        // Phone numbers read left to right in every language.
        <PhoneRow dir="ltr">
          <PrefixSelect
            aria-label={prefixLabel}
            value={phone.prefix}
            disabled={disabled}
            onChange={(event) => setPhone({ ...phone, prefix: event.target.value })}
          >
            {prefixes.map((option) => (
              <option key={option.prefix} value={option.prefix}>
                {`${option.country} ${option.prefix}`}
              </option>
            ))}
          </PrefixSelect>
          <NumberInput
            ref={ref}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            disabled={disabled}
            {...controlProps}
            {...rest}
            value={phone.number}
            onChange={(event) => setPhone({ ...phone, number: event.target.value })}
          />
        </PhoneRow>
      )}
    </Field>
  );
});
