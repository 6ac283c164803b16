import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../Icon';
import { useUiText } from '../i18n/messages';
import { ErrorText, FieldRoot, FieldsetRoot, Hint, Label, Legend, RequiredMark } from './Field.styles';

export interface FieldLabels {
  /** Mark shown beside the label of a required field. @default 'Require' */
  required: string;
}

/** The field's strings: the catalog's in the language in use, then the caller's. */
export function useFieldLabels(labels: Partial<FieldLabels> | undefined): FieldLabels {
  const t = useUiText();
  return { required: t('field.required'), ...labels };
}

/** Props every form field shares. */
export interface FieldBaseProps {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Marks the field as required (visible mark and `aria-required`). @default false */
  isRequired?: boolean;
  /** Error message shown below the control; marks the control invalid. */
  error?: ReactNode;
  /** Help text shown below the control. */
  hint?: ReactNode;
  /** Visible strings; by default from the catalog in the language in use. @default { required: 'Require' } */
  labels?: Partial<FieldLabels>;
}

/** Attributes a field passes to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps extends FieldBaseProps {
  /** Id of the control; generated when omitted. */
  id?: string | undefined;
  /** Renders the control with the wiring attributes. */
  children: (controlProps: FieldControlProps) => ReactNode;
  className?: string;
}

/** Ids and ARIA attributes that tie a control to its hint and error; shared by every field. */
export function useFieldWiring(id: string | undefined, hint: ReactNode, error: ReactNode, isRequired: boolean) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired ? true : undefined,
  };
  return { controlId, hintId, errorId, controlProps };
}

/** The hint and the error message below a control. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string | undefined;
  error: ReactNode;
  errorId: string | undefined;
}) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId}>
          <AlertIcon />
          {error}
        </ErrorText>
      ) : null}
    </>
  );
}

/** Label, required mark, hint and error message around one control. */
export function Field({ id, label, isRequired = false, error, hint, labels, children, className }: FieldProps) {
  const text = useFieldLabels(labels);
  const { controlId, hintId, errorId, controlProps } = useFieldWiring(id, hint, error, isRequired);
  return (
    <FieldRoot className={className}>
      <Label htmlFor={controlId}>
        {label}
        {/* Hidden from assistive technology: the control itself announces "required". */}
        {isRequired ? <RequiredMark aria-hidden="true">{text.required}</RequiredMark> : null}
      </Label>
      {children(controlProps)}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}

export interface FieldsetProps extends FieldBaseProps {
  /** The group's controls. */
  children: ReactNode;
  className?: string;
}

/** A labelled group of controls (checkbox groups, multi-select) with the same mark, hint and error. */
export function Fieldset({ label, isRequired = false, error, hint, labels, children, className }: FieldsetProps) {
  const text = useFieldLabels(labels);
  const { hintId, errorId, controlProps } = useFieldWiring(undefined, hint, error, isRequired);
  return (
    <FieldsetRoot className={className} aria-describedby={controlProps['aria-describedby']}>
      <Legend>
        {label}
        {isRequired ? <RequiredMark aria-hidden="true">{text.required}</RequiredMark> : null}
      </Legend>
      {children}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldsetRoot>
  );
}
