export { Field, Fieldset, defaultFieldLabels } from './Field';
export type { FieldProps, FieldsetProps, FieldBaseProps, FieldControlProps, FieldLabels } from './Field';
