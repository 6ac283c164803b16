import { useReducer } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { isCompleteCaseCode, LIMITS, partyEmailSchema, partyNameSchema } from '@mediation/protocol';
import type { JoinResponse, PartySide } from '@mediation/protocol';
import { Button, Spinner, Stepper, TextField } from '@mediation/ui';
import { ApiError, errorMessage } from '../../api/httpClient';
import { isCaseNotRunning, NOT_RUNNING_POLL_MS, partyQueries } from '../../api/partyQueries';
import { useApi } from '../../app/services';
import { TextFormField } from '../../components/FormFields';
import { focusFirstError } from '../../lib/focusFirstError';
import { useText } from '../../i18n';
import { validateWith } from '../../lib/validate';
import { initialPartyEntry, partyEntryReducer, visibleStep, type PartyEntryPrefill } from './partyEntry';
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

/** The flow's texts from the catalog, a caller's labels over them. */
function usePartyEntryLabels(labels: Partial<PartyEntryLabels> | undefined): PartyEntryLabels {
  const t = useText();
  return {
    steps: [t('partyEntry.step.code'), t('partyEntry.step.side'), t('partyEntry.step.email'), t('partyEntry.step.name')],
    code: t('partyEntry.code'),
    codeHint: t('partyEntry.codeHint'),
    checking: t('partyEntry.checking'),
    codeRejected: t('partyEntry.codeRejected'),
    chooseSide: t('partyEntry.chooseSide'),
    sideA: t('partyEntry.sideA'),
    sideB: t('partyEntry.sideB'),
    email: t('partyEntry.email'),
    next: t('partyEntry.next'),
    firstName: t('partyEntry.firstName'),
    lastName: t('partyEntry.lastName'),
    join: t('partyEntry.join'),
    back: t('common.back'),
    cancel: t('common.backToSignIn'),
    keptSide: (side, picked) =>
      picked && picked !== side ? t('partyEntry.keptSideOther', { side, picked }) : t('partyEntry.keptSide', { side }),
    ...labels,
  };
}

export interface PartyEntryProps {
  /** A code from the share link: the flow starts at the side choice once it is checked. */
  initialCode?: string;
  /** What the person typed before ("Ask to join again" after a removal): the steps show it filled in. */
  prefill?: PartyEntryPrefill;
  /** The mediator admitted the party. */
  onAdmitted: (admission: JoinResponse) => void;
  /** The person leaves the flow. */
  onCancel: () => void;
  labels?: Partial<PartyEntryLabels>;
}

const stepIndex = { code: 0, side: 1, email: 2, name: 3, waiting: 4, refused: 4, expired: 4 } as const;

/** The party entry flow: case code, side, e-mail, names, then the waiting room. */
export function PartyEntry({ initialCode = '', prefill, onAdmitted, onCancel, labels }: PartyEntryProps) {
  const t = useText();
  const text = usePartyEntryLabels(labels);
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(partyEntryReducer, prefill ?? initialCode, initialPartyEntry);

  // Six valid characters start the look-up (the spec's states: none, idle while it runs, error, success).
  const isLookingUp = state.step === 'code' && state.isCodeNew && isCompleteCaseCode(state.code);
  const opened = useQuery({
    ...partyQueries.openedCase(api, state.code),
    enabled: isLookingUp,
    // A case not running yet is asked about again until its mediator starts it; the side choice then opens by itself.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && (error.httpStatus ?? 500) < 500),
    refetchInterval: (query) => (isCaseNotRunning(query.state.error) ? NOT_RUNNING_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const isNotRunning = isLookingUp && isCaseNotRunning(opened.error);
  const step = visibleStep(state, opened.isSuccess);
  // What the case knows of the e-mail, looked up on Next (below), read here for the name step.
  const known = useQuery({ ...partyQueries.client(api, state.code, state.email), enabled: false }).data;
  const side = known?.side ?? state.side;

  const lookupError =
    isLookingUp && opened.isError && !opened.isFetching && !isNotRunning
      ? opened.error instanceof ApiError && opened.error.httpStatus === 404
        ? text.codeRejected
        : errorMessage(opened.error)
      : undefined;
  const codeFormatError =
    state.code.length >= LIMITS.caseCodeLength && !isCompleteCaseCode(state.code) ? t('partyEntry.codeFormat') : undefined;
  const chooseSide = (picked: PartySide) => dispatch({ type: 'sideChosen', side: picked });

  return (
    <div>
      {stepIndex[step] < 4 ? <Stepper aria-label={t('login.clientTitle')} steps={text.steps} currentStep={stepIndex[step]} /> : null}

      {step === 'code' ? (
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
            error={lookupError ?? codeFormatError}
            onChange={(event) => dispatch({ type: 'codeChanged', code: event.target.value.trim() })}
          />
          {isNotRunning ? (
            <Checking role="status">
              <Spinner size="sm" /> {t('partyEntry.caseNotRunning')}
            </Checking>
          ) : isLookingUp && opened.isFetching ? (
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

      {step === 'side' && opened.data ? (
        <FormRoot as="div">
          <CaseSummary>
            <span>{t('partyEntry.case')}</span> <strong dir="auto">{opened.data.title}</strong>
          </CaseSummary>
          <StepHeading id="side-heading">{text.chooseSide}</StepHeading>
          <SideChoices role="group" aria-labelledby="side-heading">
            <Button variant="secondary" size="lg" aria-pressed={state.side === 'A'} onClick={() => chooseSide('A')}>
              {text.sideA}
            </Button>
            <Button variant="secondary" size="lg" aria-pressed={state.side === 'B'} onClick={() => chooseSide('B')}>
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

      {step === 'email' ? (
        <Form
          initialValues={{ email: state.email }}
          validate={validateWith(partyEmailSchema)}
          onSubmit={async (values: { email: string }) => {
            const email = values.email.trim();
            try {
              await queryClient.fetchQuery(partyQueries.client(api, state.code, email));
              dispatch({ type: 'emailKnown', email });
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: errorMessage(error) };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <FormRoot noValidate onSubmit={focusFirstError(handleSubmit)}>
              <TextFormField name="email" label={text.email} type="email" autoComplete="email" isRequired autoFocus />
              <StepFooter
                error={submitError}
                isSubmitting={submitting}
                submitLabel={text.next}
                backLabel={text.back}
                onBack={() => dispatch({ type: 'back' })}
              />
            </FormRoot>
          )}
        />
      ) : null}

      {step === 'name' ? (
        <Form
          // Names the server knows for this person in this case are offered; the ones given before win.
          initialValues={{
            email: state.email,
            first_name: state.first_name || known?.first_name || '',
            last_name: state.last_name || known?.last_name || '',
          }}
          validate={validateWith(partyNameSchema)}
          onSubmit={async (values: { email: string; first_name: string; last_name: string }) => {
            try {
              const ticket = await api.party.join({
                link_id: state.code,
                // A person already in the case joins on its own side, whichever it picked: a person never changes side.
                side: side ?? 'A',
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
              {known?.side ? <Subtle role="status">{text.keptSide(known.side, state.side)}</Subtle> : null}
              <TextFormField name="first_name" dir="auto" label={text.firstName} autoComplete="given-name" isRequired autoFocus />
              <TextFormField name="last_name" dir="auto" label={text.lastName} autoComplete="family-name" isRequired />
              <StepFooter
                error={submitError}
                isSubmitting={submitting}
                submitLabel={text.join}
                backLabel={text.back}
                onBack={() => dispatch({ type: 'back' })}
              />
            </FormRoot>
          )}
        />
      ) : null}

      {step === 'waiting' || step === 'refused' || step === 'expired' ? (
        <WaitingRoom
          ticket={state.ticket}
          outcome={step}
          caseTitle={opened.data?.title}
          caseId={opened.data?.id}
          onAdmitted={onAdmitted}
          onDecided={(status) => dispatch({ type: 'decided', status })}
          onRetry={() => dispatch({ type: 'back' })}
          onCancelled={() => dispatch({ type: 'cancelled' })}
          onLeave={onCancel}
        />
      ) : null}
    </div>
  );
}

/** A form step's end: its error, Back, and the step's submit button. */
function StepFooter({
  error,
  isSubmitting,
  submitLabel,
  backLabel,
  onBack,
}: {
  error?: string;
  isSubmitting?: boolean;
  submitLabel: string;
  backLabel: string;
  onBack: () => void;
}) {
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
