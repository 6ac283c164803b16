export { MultiSelectField } from './MultiSelectField';
export type { MultiSelectFieldProps } from './MultiSelectField';
