import { forwardRef, useState } from 'react';
import { Button, useToast } from '@mediation/ui';
import type { ButtonProps } from '@mediation/ui';
import { DELAYS_MS, TOAST } from '@mediation/protocol';
import { useGuideText, type GuideTranslate } from '../internal/i18n';

export interface SendSurveyButtonLabels {
  /** The button. @default 'Send survey' */
  send: string;
  /** Toast after the request went out (1.5 s). @default 'Survey Action Sent' */
  sent: string;
  /** Toast title when it could not be sent. @default 'The survey was not sent' */
  failed: string;
}

/** The strings from the catalog in the language in use. */
function sendSurveyButtonLabelsOf(t: GuideTranslate): SendSurveyButtonLabels {
  return {
    send: t('sendSurvey.send'),
    sent: t('sendSurvey.sent'),
    failed: t('sendSurvey.failed'),
  };
}

export interface SendSurveyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'labels'> {
  /** Sends the survey request to the parties (`sendSurvey`); a rejection is shown in a toast. */
  onSendSurvey: () => Promise<unknown> | void;
  /** Visible strings. */
  labels?: Partial<SendSurveyButtonLabels>;
}

/** The mediator's 'Send survey': asks every party to answer, then confirms with a 1.5 s toast. Must sit below a `ToastProvider`. */
export const SendSurveyButton = forwardRef<HTMLButtonElement, SendSurveyButtonProps>(function SendSurveyButton(
  { onSendSurvey, labels, variant = 'secondary', ...rest },
  ref,
) {
  const t = useGuideText();
  const text = { ...sendSurveyButtonLabelsOf(t), ...labels };
  const { toast } = useToast();
  const [isPending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await onSendSurvey();
      toast({ title: text.sent, duration: DELAYS_MS.surveySent, variant: 'success' });
    } catch (error) {
      // A failure stays until the mediator closes it.
      toast({
        title: text.failed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
        duration: TOAST.infiniteDuration,
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button ref={ref} variant={variant} isPending={isPending} onClick={send} {...rest}>
      {text.send}
    </Button>
  );
});
