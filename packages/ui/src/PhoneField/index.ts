export { PhoneField, formatPhone } from './PhoneField';
export type { PhoneFieldProps, PhonePrefix, PhoneValue, PhoneFieldLabels } from './PhoneField';
