import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, CheckboxField, TextField } from '@mediation/ui';
import { Actions, Form, Refusal, SubHeading } from './Agreement.styles';
import { useAgreementContext, useCommand } from './AgreementContext';
import { checkFullName, signatureErrors, type SignatureErrors } from './agreementRules';

/**
 * A party's signature of the finalized text: 'I have read and agree to this agreement', 'Full name' and
 * 'Sign'. Errors are sentences under their field, and focus goes to the first one.
 */
export function SignForm() {
  const { agreement, labels, commands, requestFocus } = useAgreementContext();
  const { run, isPending, error: refusal } = useCommand();
  const [agree, setAgree] = useState(false);
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<SignatureErrors>({});
  const agreeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = signatureErrors({ agree, fullName }, labels);
    setErrors(found);
    if (found.agree) agreeRef.current?.focus();
    else if (found.fullName) nameRef.current?.focus();
    const name = checkFullName(fullName);
    if (found.agree || found.fullName || !name.ok || !agreement.digest) return;
    const before = agreement;
    const digest = agreement.digest;
    if (await run(() => commands.onSign?.({ digest, full_name: name.value, agree: true }))) requestFocus(['signed', 'state'], before);
  };

  return (
    <Form onSubmit={sign} noValidate aria-labelledby={headingId}>
      <SubHeading id={headingId}>{labels.signHeading}</SubHeading>
      <CheckboxField
        ref={agreeRef}
        label={labels.agreeField}
        checked={agree}
        error={errors.agree}
        onCheckedChange={(isChecked) => {
          setAgree(isChecked);
          setErrors((current) => ({ ...current, agree: undefined }));
        }}
      />
      <TextField
        ref={nameRef}
        label={labels.fullNameField}
        hint={labels.fullNameHint}
        autoComplete="name"
        dir="auto"
        value={fullName}
        error={errors.fullName}
        onChange={(event) => {
          setFullName(event.target.value);
          setErrors((current) => ({ ...current, fullName: undefined }));
        }}
      />
      <Actions>
        <Button type="submit" isPending={isPending}>
          {labels.sign}
        </Button>
      </Actions>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </Form>
  );
}
