export { PhoneField, defaultPhonePrefixes, formatPhone } from './PhoneField';
export type { PhoneFieldProps, PhonePrefix, PhoneValue, PhoneFieldLabels } from './PhoneField';
