export {
  CheckboxFormField,
  MultiSelectFormField,
  PhoneFormField,
  SelectFormField,
  TextAreaFormField,
  TextFormField,
  visibleError,
} from './FormFields';
