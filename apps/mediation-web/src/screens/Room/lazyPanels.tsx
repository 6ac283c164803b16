/**
 * The room's parts its first view does not show, loaded when they are first shown: the Agreement panel
 * (with the agreement's rules and the zod schemas they check with), the Recommendation panel, the party's
 * survey (once the mediator asks for it) and the party's closing dialog (once the case ends). Each waits
 * behind a small `status` line while its code loads (a moment), and keeps the names of ui-contract.md: the
 * loaded part is the same component as before. How modules load, nothing about where the parts sit.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Spinner } from '@mediation/ui';
import { Loading } from './CaseRoom.styles';

const RoomAgreement = lazy(() => import('./RoomAgreement').then(({ RoomAgreement }) => ({ default: RoomAgreement })));
const BarrierAdvice = lazy(() => import('@mediation/guide').then(({ BarrierAdvice }) => ({ default: BarrierAdvice })));
const SurveyPrompt = lazy(() => import('@mediation/guide').then(({ SurveyPrompt }) => ({ default: SurveyPrompt })));
const AlertDialog = lazy(() => import('@mediation/ui').then(({ AlertDialog }) => ({ default: AlertDialog })));

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
  return (
    <Lazy label="Opening the agreement…">
      <RoomAgreement {...props} />
    </Lazy>
  );
}

/** The mediator's Recommendation panel, loaded when it is first chosen. */
export function LazyBarrierAdvice(props: ComponentProps<typeof BarrierAdvice>) {
  return (
    <Lazy label="Opening the recommendation…">
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

/** A confirmation (`alertdialog`) whose code loads the first time it opens: closed, it renders nothing. */
export function LazyAlertDialog(props: ComponentProps<typeof AlertDialog>) {
  if (!props.open) return null;
  return (
    <Lazy>
      <AlertDialog {...props} />
    </Lazy>
  );
}
