import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, TextAreaField, useControllableState } from '@mediation/ui';
import { LIMITS } from '@mediation/protocol';
import { Footer, Form, GroupLabel, RatingInput, RatingNumber, RatingOption, Ratings, Refusal } from './SurveyDialog.styles';
import { useGuideText, type GuideTranslate } from '../internal/i18n';

/** A party's answer: a rating from 1 to 5 and free feedback. */
export interface SurveyAnswer {
  rating: number;
  feedback: string;
}

export interface SurveyDialogLabels {
  /** Title and accessible name of the dialog. @default 'Survey' */
  title: string;
  /** Line under the title. @default 'How satisfied are you with the mediation?' */
  description: string;
  /** Accessible name of the radio group. @default 'Rating' */
  rating: string;
  /** Names of the ratings 1 to 5. */
  ratings: readonly [string, string, string, string, string];
  /** Label of the text box. @default 'Feedback' */
  feedback: string;
  submit: string;
  /** Shown when the answer was refused without a reason. */
  refused: string;
  /** Accessible name of the close button. @default 'Close' */
  close: string;
}

/** The strings from the catalog in the language in use. */
function surveyDialogLabelsOf(t: GuideTranslate): SurveyDialogLabels {
  return {
    title: t('surveyDialog.title'),
    description: t('surveyDialog.description'),
    rating: t('surveyDialog.rating'),
    ratings: [
      t('surveyDialog.ratings1'),
      t('surveyDialog.ratings2'),
      t('surveyDialog.ratings3'),
      t('surveyDialog.ratings4'),
      t('surveyDialog.ratings5'),
    ],
    feedback: t('surveyDialog.feedback'),
    submit: t('surveyDialog.submit'),
    refused: t('surveyDialog.refused'),
    close: t('surveyDialog.close'),
  };
}

export interface SurveyDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Sends the answer (`submitSurvey`); the dialog closes when it resolves and explains a refusal when it rejects. */
  onSubmit: (answer: SurveyAnswer) => Promise<unknown> | void;
  /** Called after the answer was accepted. */
  onSubmitted?: (answer: SurveyAnswer) => void;
  /** Visible strings and accessible names. */
  labels?: Partial<SurveyDialogLabels>;
}

/** The party's survey: five ratings (3 chosen at first) and feedback, sent for real. */
export function SurveyDialog({ open, defaultOpen = false, onOpenChange, onSubmit, onSubmitted, labels }: SurveyDialogProps) {
  const t = useGuideText();
  const text = { ...surveyDialogLabelsOf(t), ...labels };
  const [isOpen, setControlledOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const [rating, setRating] = useState<number>(LIMITS.surveyDefault);
  const [feedback, setFeedback] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [isPending, setPending] = useState(false);
  const groupId = useId();
  // Focus starts on the chosen rating, where arrow keys change it.
  const checkedRef = useRef<HTMLInputElement>(null);
  const name = useId();

  const setOpen = (value: boolean) => {
    if (!value) setRefusal(undefined);
    setControlledOpen(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const answer = { rating, feedback: feedback.trim() };
    setPending(true);
    setRefusal(undefined);
    try {
      await onSubmit(answer);
      setOpen(false);
      onSubmitted?.(answer);
    } catch (error) {
      // The server's sentence (for example 'You have already answered this survey.') says it best.
      setRefusal(error instanceof Error && error.message ? error.message : text.refused);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      title={text.title}
      description={text.description}
      labels={{ close: text.close }}
      initialFocus={checkedRef}
    >
      <Form onSubmit={submit} noValidate>
        <div>
          <GroupLabel id={groupId}>{text.rating}</GroupLabel>
          <Ratings role="radiogroup" aria-labelledby={groupId}>
            {text.ratings.map((label, index) => {
              const value = index + LIMITS.surveyMin;
              return (
                <RatingOption key={value}>
                  <RatingInput
                    ref={rating === value ? checkedRef : undefined}
                    type="radio"
                    name={name}
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    aria-label={label}
                  />
                  <RatingNumber aria-hidden="true">{value}</RatingNumber>
                  <span aria-hidden="true">{label}</span>
                </RatingOption>
              );
            })}
          </Ratings>
        </div>
        <TextAreaField
          label={text.feedback}
          dir="auto"
          rows={4}
          value={feedback}
          maxLength={LIMITS.longTextMaxLength}
          onChange={(event) => setFeedback(event.target.value)}
        />
        {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
        <Footer>
          <Button type="submit" isPending={isPending}>
            {text.submit}
          </Button>
        </Footer>
      </Form>
    </Dialog>
  );
}
