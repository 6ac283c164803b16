export { Field, Fieldset } from './Field';
export type { FieldProps, FieldsetProps, FieldBaseProps, FieldControlProps, FieldLabels } from './Field';
