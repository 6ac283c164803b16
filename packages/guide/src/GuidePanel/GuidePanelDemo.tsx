import { useState } from 'react';
import type { GuideState, PartySide } from '@mediation/protocol';
import { ToastProvider } from '@mediation/ui';
import { emptyGuideState, withInitialPosition, withProgress } from '../internal/storedGuide';
import type { GuideClock } from '../state/clock';
import { useGuide } from '../state/useGuide';
import type { UseGuideOptions } from '../state/useGuide';
import { GuidePanel } from './GuidePanel';
import type { GuidePanelProps } from './GuidePanel';

export interface GuidePanelDemoProps
  extends Omit<UseGuideOptions, 'clock' | 'progress'>, Omit<GuidePanelProps, 'guide' | 'content' | 'onProgress'> {
  /** The clock the story advances. */
  clock: GuideClock;
  /** The stored guide state the story starts from. @default no negotiation running */
  initialProgress?: GuideState;
  /** Positions the parties send this many milliseconds after they are asked. */
  partyAnswers?: Partial<Record<PartySide, { text: string; afterMs: number }>>;
}

/**
 * A panel with its own `useGuide`, as an app would wire it: the stored guide state is kept here in place of
 * the server (each progress and stop stored at once), and the parties' answers are simulated.
 */
export function GuidePanelDemo({
  clock,
  partyAnswers,
  content,
  initialProgress,
  onSendGuidedMessage,
  onRequestInitialPositions,
  onProgress,
  onStop,
  ...panelProps
}: GuidePanelDemoProps) {
  const [stored, setStored] = useState<GuideState>(() => initialProgress ?? emptyGuideState());
  const guide = useGuide({
    progress: stored,
    clock,
    content,
    onSendGuidedMessage,
    onProgress: (progress) => {
      void onProgress?.(progress);
      setStored((current) => withProgress(current, progress));
    },
    onStop: () => {
      void onStop?.();
      setStored(emptyGuideState());
    },
    onRequestInitialPositions: () => {
      onRequestInitialPositions?.();
      for (const side of ['A', 'B'] as const) {
        const answer = partyAnswers?.[side];
        if (answer) clock.setTimeout(() => setStored((current) => withInitialPosition(current, side, answer.text)), answer.afterMs);
      }
    },
  });
  return (
    <ToastProvider>
      <GuidePanel guide={guide} {...panelProps} />
    </ToastProvider>
  );
}
