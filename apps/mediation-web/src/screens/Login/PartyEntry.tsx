import { useEffect, useReducer, useRef } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { isCompleteCaseCode, LIMITS, MESSAGES, partyEmailSchema, partyNameSchema } from '@mediation/protocol';
import type { PartySide } from '@mediation/protocol';
import { Button, Spinner, Stepper, TextField } from '@mediation/ui';
import { ApiError, errorMessage } from '../../api/httpClient';
import type { PartyAdmission } from '../../api/endpoints';
import { useApi } from '../../app/services';
import { TextFormField } from '../../components/FormFields';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import { initialPartyEntry, partyEntryReducer } from './partyEntry';
import { WaitingRoom } from './WaitingRoom';
import { Alert, ButtonRow, CaseSummary, Checking, Form as FormRoot, SideChoices, StepHeading, Subtle } from './Login.styles';

export interface PartyEntryLabels {
  steps: [string, string, string, string];
  code: string;
  codeHint: string;
  checking: string;
  codeRejected: string;
  chooseSide: string;
  sideA: string;
  sideB: string;
  email: string;
  next: string;
  firstName: string;
  lastName: string;
  join: string;
  back: string;
  cancel: string;
  /** Said when the e-mail is already in this case: it joins on its own side. */
  keptSide: (side: PartySide, picked: PartySide | undefined) => string;
}

const defaultLabels: PartyEntryLabels = {
  steps: ['Case code', 'Side', 'E-mail', 'Name'],
  code: 'Case code',
  codeHint: 'The 6 letters and digits your mediator gave you.',
  checking: 'Checking the code…',
  codeRejected: 'No started case has this code.',
  chooseSide: 'Which side are you on?',
  sideA: 'Side A',
  sideB: 'Side B',
  email: 'Email',
  next: 'Next',
  firstName: 'First name',
  lastName: 'Last name',
  join: 'Join',
  back: 'Back',
  cancel: 'Back to sign in',
  keptSide: (side, picked) =>
    picked && picked !== side
      ? `You are already in this case on side ${side}, so you join on side ${side}, not ${picked}. A person stays on one side.`
      : `You are already in this case on side ${side}, so you join on side ${side}.`,
};

export interface PartyEntryProps {
  /** A code from the share link: the flow starts at the side choice once it is checked. */
  initialCode?: string;
  /** The mediator admitted the party. */
  onAdmitted: (admission: PartyAdmission) => void;
  /** The person leaves the flow. */
  onCancel: () => void;
  labels?: Partial<PartyEntryLabels>;
}

const stepIndex = { code: 0, side: 1, email: 2, name: 3, waiting: 4, refused: 4, expired: 4 } as const;

/** The party entry flow: case code, side, e-mail, names, then the waiting room. */
export function PartyEntry({ initialCode = '', onAdmitted, onCancel, labels }: PartyEntryProps) {
  const text = { ...defaultLabels, ...labels };
  const api = useApi();
  const [state, dispatch] = useReducer(partyEntryReducer, initialCode, initialPartyEntry);
  const latestCode = useRef(state.code);
  latestCode.current = state.code;

  // Six valid characters start the lookup; a newer code makes an older answer irrelevant.
  useEffect(() => {
    if (state.step !== 'code' || state.lookup !== 'none' || !isCompleteCaseCode(state.code)) return;
    const code = state.code;
    dispatch({ type: 'lookupStarted' });
    void (async () => {
      try {
        const opened = await api.party.caseByCode(code);
        const details = await api.party.caseDetailsByCode(opened.case_id, code);
        if (latestCode.current !== code) return;
        dispatch({
          type: 'lookupSucceeded',
          openedCase: {
            id: details.id,
            title: details.title,
            sideA_description: details.sideA_description,
            sideB_description: details.sideB_description,
          },
        });
      } catch (error) {
        if (latestCode.current !== code) return;
        const message = error instanceof ApiError && error.httpStatus === 404 ? text.codeRejected : errorMessage(error);
        dispatch({ type: 'lookupFailed', message });
      }
    })();
  }, [api, state.code, state.lookup, state.step, text.codeRejected]);

  const codeFormatError = state.code.length >= LIMITS.caseCodeLength && !isCompleteCaseCode(state.code) ? MESSAGES.caseCode : undefined;
  const chooseSide = (side: PartySide) => dispatch({ type: 'sideChosen', side });

  return (
    <div>
      {stepIndex[state.step] < 4 ? <Stepper aria-label="Join a case" steps={text.steps} currentStep={stepIndex[state.step]} /> : null}

      {state.step === 'code' ? (
        <FormRoot noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={text.code}
            hint={text.codeHint}
            value={state.code}
            maxLength={LIMITS.caseCodeLength}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
            error={state.lookup === 'error' ? state.lookupError : codeFormatError}
            onChange={(event) => dispatch({ type: 'codeChanged', code: event.target.value.trim() })}
          />
          {state.lookup === 'idle' ? (
            <Checking role="status">
              <Spinner size="sm" /> {text.checking}
            </Checking>
          ) : null}
          <ButtonRow>
            <Button variant="secondary" onClick={onCancel}>
              {text.cancel}
            </Button>
          </ButtonRow>
        </FormRoot>
      ) : null}

      {state.step === 'side' && state.openedCase ? (
        <FormRoot as="div">
          <CaseSummary>
            <span>Case</span> <strong>{state.openedCase.title}</strong>
          </CaseSummary>
          <StepHeading id="side-heading">{text.chooseSide}</StepHeading>
          <SideChoices role="group" aria-labelledby="side-heading">
            <Button variant="secondary" size="lg" onClick={() => chooseSide('A')}>
              {text.sideA}
            </Button>
            <Button variant="secondary" size="lg" onClick={() => chooseSide('B')}>
              {text.sideB}
            </Button>
          </SideChoices>
          <ButtonRow>
            <Button variant="ghost" onClick={() => dispatch({ type: 'back' })}>
              {text.back}
            </Button>
          </ButtonRow>
        </FormRoot>
      ) : null}

      {state.step === 'email' ? (
        <Form
          initialValues={{ email: state.email }}
          validate={validateWith(partyEmailSchema)}
          onSubmit={async (values: { email: string }) => {
            const email = values.email.trim();
            try {
              const known = await api.party.clientByEmail(email, state.code);
              dispatch({ type: 'emailSubmitted', email, first_name: known.first_name, last_name: known.last_name, side: known.side ?? null });
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: errorMessage(error) };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <FormRoot noValidate onSubmit={focusFirstError(handleSubmit)}>
              <TextFormField name="email" label={text.email} type="email" autoComplete="email" isRequired autoFocus />
              <StepFooter error={submitError} isSubmitting={submitting} submitLabel={text.next} backLabel={text.back} onBack={() => dispatch({ type: 'back' })} />
            </FormRoot>
          )}
        />
      ) : null}

      {state.step === 'name' ? (
        <Form
          initialValues={{ email: state.email, first_name: state.first_name, last_name: state.last_name }}
          validate={validateWith(partyNameSchema)}
          onSubmit={async (values: { email: string; first_name: string; last_name: string }) => {
            try {
              const ticket = await api.party.join({
                link_id: state.code,
                side: state.side ?? 'A',
                email: values.email.trim(),
                first_name: values.first_name.trim(),
                last_name: values.last_name.trim(),
              });
              dispatch({ type: 'joined', ticket, first_name: values.first_name.trim(), last_name: values.last_name.trim() });
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: errorMessage(error) };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <FormRoot noValidate onSubmit={focusFirstError(handleSubmit)}>
              {state.keptSide ? <Subtle role="status">{text.keptSide(state.keptSide.side, state.keptSide.picked)}</Subtle> : null}
              <TextFormField name="first_name" label={text.firstName} autoComplete="given-name" isRequired autoFocus />
              <TextFormField name="last_name" label={text.lastName} autoComplete="family-name" isRequired />
              <StepFooter error={submitError} isSubmitting={submitting} submitLabel={text.join} backLabel={text.back} onBack={() => dispatch({ type: 'back' })} />
            </FormRoot>
          )}
        />
      ) : null}

      {state.step === 'waiting' || state.step === 'refused' || state.step === 'expired' ? (
        <WaitingRoom
          ticket={state.ticket}
          outcome={state.step}
          caseTitle={state.openedCase?.title}
          onAdmitted={onAdmitted}
          onDecided={(status) => dispatch({ type: 'decided', status })}
          onRetry={() => dispatch({ type: 'back' })}
          onLeave={onCancel}
        />
      ) : null}
    </div>
  );
}

/** A form step's end: its error, Back, and the step's submit button. */
function StepFooter({ error, isSubmitting, submitLabel, backLabel, onBack }: { error?: string; isSubmitting?: boolean; submitLabel: string; backLabel: string; onBack: () => void }) {
  return (
    <>
      {error ? <Alert role="alert">{error}</Alert> : null}
      <ButtonRow>
        <Button variant="ghost" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit" isPending={isSubmitting}>
          {submitLabel}
        </Button>
      </ButtonRow>
    </>
  );
}
