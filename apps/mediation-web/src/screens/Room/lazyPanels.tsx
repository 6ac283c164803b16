/**
 * The room's parts its first view does not show, loaded when they are first shown (lazyPart, the app's one
 * way to load code on demand): the Agreement panel (with the agreement's rules and the zod schemas they
 * check with), the Recommendation panel, the party's survey (once the mediator asks for it) and the
 * mediator's guided negotiation (see LazyMediatorGuide). Each waits behind a small `status` line while its
 * code loads (a moment), and keeps the names of ui-contract.md: the loaded part is the same component as
 * before. How modules load, nothing about where the parts sit.
 */
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useRoom } from '@mediation/chat/connect';
import { GuidePanelFrame } from '@mediation/guide';
import type { GuideState } from '@mediation/protocol';
import { Spinner } from '@mediation/ui';
import { useRoomText } from './i18n';
import { lazyPart } from '../../lib/lazyPart';
import { Loading } from './CaseRoom.styles';

const RoomAgreement = lazyPart(() => import('./RoomAgreement').then(({ RoomAgreement }) => ({ default: RoomAgreement })));
const BarrierAdvice = lazyPart(() => import('@mediation/guide').then(({ BarrierAdvice }) => ({ default: BarrierAdvice })));
const SurveyPrompt = lazyPart(() => import('@mediation/guide').then(({ SurveyPrompt }) => ({ default: SurveyPrompt })));
const MediatorGuide = lazyPart(() => import('./MediatorGuide').then(({ MediatorGuide }) => ({ default: MediatorGuide })));

/** The line shown while a panel's code loads. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Loading role="status">
      <Spinner size="sm" /> {label}
    </Loading>
  );
}

function Lazy({ label, children }: { label?: string; children: ReactNode }) {
  return <Suspense fallback={label ? <PanelLoading label={label} /> : null}>{children}</Suspense>;
}

/** The info panel "Agreement" (see RoomAgreement), loaded when it is first chosen. */
export function LazyRoomAgreement(props: ComponentProps<typeof RoomAgreement>) {
  const t = useRoomText();
  return (
    <Lazy label={t('agreement.opening')}>
      <RoomAgreement {...props} />
    </Lazy>
  );
}

/** The mediator's Recommendation panel, loaded when it is first chosen. */
export function LazyBarrierAdvice(props: ComponentProps<typeof BarrierAdvice>) {
  const t = useRoomText();
  return (
    <Lazy label={t('room.openingRecommendation')}>
      <BarrierAdvice {...props} />
    </Lazy>
  );
}

/** The party's survey prompt: nothing until the mediator asks for the survey, then its toast and dialog. */
export function LazySurveyPrompt(props: ComponentProps<typeof SurveyPrompt>) {
  if (props.requestKey === null) return null;
  return (
    <Lazy>
      <SurveyPrompt {...props} />
    </Lazy>
  );
}

/** A negotiation runs in the stored guide state: the panel has a step to show (and toasts to give). */
function isGuideRunning(stored: GuideState | null) {
  return stored !== null && stored.stageIdx > 0 && stored.iteration > 0;
}

/**
 * The mediator's guided negotiation (MediatorGuide), docked collapsed: until it is first expanded, and
 * while no negotiation runs, only its frame is drawn (the same region and 'Guided negotiation' toggle);
 * the wizard's code and content load on the first press (or already on hover or focus), or at once when
 * the stored state says a negotiation runs. The toggle keeps focus as the loaded panel takes the frame's place.
 */
export function LazyMediatorGuide({ actions }: { actions?: ReactNode }) {
  const t = useRoomText();
  const guideState = useRoom((state) => state.guide);
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  const isNeeded = isLoaded || isOpen || isGuideRunning(guideState);
  useEffect(() => {
    if (isNeeded) setLoaded(true);
  }, [isNeeded]);
  // Pressed in the frame: the frame is replaced (by the loading frame, then by the panel), and the
  // toggle that replaces it takes the focus the pressed one had.
  const isToggleFocused = useRef(false);
  const keepToggleFocus = useCallback((section: HTMLElement | null) => {
    if (!section || !isToggleFocused.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body) section.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
  }, []);
  const panelRef = useCallback(
    (section: HTMLElement | null) => {
      keepToggleFocus(section);
      if (section) isToggleFocused.current = false;
    },
    [keepToggleFocus],
  );
  const frame = (
    <GuidePanelFrame
      ref={keepToggleFocus}
      isOpen={isOpen}
      onToggleOpen={() => {
        isToggleFocused.current = true;
        setOpen(!isOpen);
      }}
      actions={actions}
      onPointerEnter={() => void MediatorGuide.preload()}
      onFocus={() => void MediatorGuide.preload()}
    >
      {isOpen ? <PanelLoading label={t('room.openingGuide')} /> : null}
    </GuidePanelFrame>
  );
  return (
    <Suspense fallback={frame}>
      {isNeeded ? <MediatorGuide ref={panelRef} open={isOpen} onOpenChange={setOpen} actions={actions} /> : frame}
    </Suspense>
  );
}
