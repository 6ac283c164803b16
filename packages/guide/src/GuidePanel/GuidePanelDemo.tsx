import { useRef } from 'react';
import { ToastProvider } from '@mediation/ui';
import type { PartySide } from '@mediation/protocol';
import type { GuideClock } from '../state/clock';
import { useGuide } from '../state/useGuide';
import type { GuideController, UseGuideOptions } from '../state/useGuide';
import { GuidePanel } from './GuidePanel';
import type { GuidePanelProps } from './GuidePanel';

export interface GuidePanelDemoProps extends Omit<UseGuideOptions, 'clock'>, Omit<GuidePanelProps, 'guide' | 'content' | 'onProgress'> {
  /** The clock the story advances. */
  clock: GuideClock;
  /** Positions the parties send this many milliseconds after they are asked. */
  partyAnswers?: Partial<Record<PartySide, { text: string; afterMs: number }>>;
}

/** A panel with its own `useGuide`, as an app would wire it; the parties' answers are simulated. */
export function GuidePanelDemo({
  clock,
  partyAnswers,
  content,
  initialState,
  onSendGuidedMessage,
  onRequestInitialPositions,
  onProgress,
  onStop,
  onGuideStateChange,
  ...panelProps
}: GuidePanelDemoProps) {
  const guideRef = useRef<GuideController | null>(null);
  const guide = useGuide({
    clock,
    content,
    initialState,
    onSendGuidedMessage,
    onProgress,
    onStop,
    onGuideStateChange,
    onRequestInitialPositions: () => {
      onRequestInitialPositions?.();
      for (const side of ['A', 'B'] as const) {
        const answer = partyAnswers?.[side];
        if (answer) clock.setTimeout(() => guideRef.current?.receiveInitialPosition(side, answer.text), answer.afterMs);
      }
    },
  });
  guideRef.current = guide;
  return (
    <ToastProvider>
      <GuidePanel guide={guide} {...panelProps} />
    </ToastProvider>
  );
}
