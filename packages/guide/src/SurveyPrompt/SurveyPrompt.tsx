import { useEffect, useRef, useState } from 'react';
import { useToast } from '@mediation/ui';
import { TOAST } from '@mediation/protocol';
import { SurveyDialog } from '../SurveyDialog';
import type { SurveyAnswer, SurveyDialogLabels } from '../SurveyDialog';
import { useGuideText, type GuideTranslate } from '../internal/i18n';

export interface SurveyPromptLabels {
  /** The toast's title. @default 'Please fill out the survey' */
  toast: string;
  /** The toast's button. @default 'Fill Survey' */
  action: string;
  /** Describes the button for people who cannot reach it in time. */
  actionAlt: string;
  /** Toast after the answer was recorded. @default 'Thank you for your feedback' */
  thanks: string;
}

/** The strings from the catalog in the language in use. */
function surveyPromptLabelsOf(t: GuideTranslate): SurveyPromptLabels {
  return {
    toast: t('surveyPrompt.toast'),
    action: t('surveyPrompt.action'),
    actionAlt: t('surveyPrompt.actionAlt'),
    thanks: t('surveyPrompt.thanks'),
  };
}

export interface SurveyPromptProps {
  /** Identifies the mediator's latest survey request (for example the `seq` of its `sendSurvey` event); each new one prompts once. */
  requestKey: string | number | null;
  /** Sends the answer (`submitSurvey`); a rejection is explained in the dialog. */
  onSubmit: (answer: SurveyAnswer) => Promise<unknown> | void;
  /** Visible strings of the toasts. */
  labels?: Partial<SurveyPromptLabels>;
  /** Visible strings of the dialog. */
  dialogLabels?: Partial<SurveyDialogLabels>;
}

/**
 * The party's survey prompt: a toast 'Please fill out the survey' that stays until acted on, whose
 * 'Fill Survey' opens the rating dialog. Must sit below a `ToastProvider`.
 */
export function SurveyPrompt({ requestKey, onSubmit, labels, dialogLabels }: SurveyPromptProps) {
  const t = useGuideText();
  const text = { ...surveyPromptLabelsOf(t), ...labels };
  const { toast } = useToast();
  const [isOpen, setOpen] = useState(false);
  const prompted = useRef<string | number | null>(null);

  useEffect(() => {
    if (requestKey === null || prompted.current === requestKey) return;
    prompted.current = requestKey;
    toast({
      title: text.toast,
      duration: TOAST.infiniteDuration,
      action: { label: text.action, altText: text.actionAlt, onClick: () => setOpen(true) },
    });
  }, [requestKey, text.toast, text.action, text.actionAlt, toast]);

  return (
    <SurveyDialog
      open={isOpen}
      onOpenChange={setOpen}
      onSubmit={onSubmit}
      onSubmitted={() => toast({ title: text.thanks, variant: 'success' })}
      labels={dialogLabels}
    />
  );
}
