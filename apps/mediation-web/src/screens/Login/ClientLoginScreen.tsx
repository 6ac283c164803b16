import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { JoinByInviteRequest, PartySide } from '@mediation/protocol';
import { Button, Spinner, TextField } from '@mediation/ui';
import { errorMessage, fieldError } from '../../api/httpClient';
import { useApi, useSession } from '../../app/services';
import type { PartyAdmission } from '../../api/endpoints';
import { LoginFrame } from './LoginFrame';
import { PartyEntry } from './PartyEntry';
import { Alert, Checking, Form, Note, SideChoices, StepHeading } from './Login.styles';

/**
 * /client-login: ?case_code= (the share link) starts the party entry at the side choice;
 * ?invite= (a personal invitation) enters the case at once, without waiting.
 */
export default function ClientLoginScreen() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const code = params.get('case_code') ?? '';
  const { session } = useSession();
  const navigate = useNavigate();
  const enter = (admission: PartyAdmission) => {
    session.admitParty(admission);
    navigate('/User/dashboard', { replace: true, state: { case_id: admission.case_id } });
  };

  if (invite) return <InvitationEntry invite={invite} onAdmitted={enter} />;
  return (
    <LoginFrame title="Join a case">
      <PartyEntry initialCode={code} onAdmitted={enter} onCancel={() => navigate('/login')} />
    </LoginFrame>
  );
}

type InvitationState = { step: 'opening' } | { step: 'side'; error?: string } | { step: 'failed'; message: string };

/**
 * A personal invitation enters the case at once. An invitation that names no side, for a person not
 * yet in the case, first asks for the side (and the names, used only for a new person).
 */
function InvitationEntry({ invite, onAdmitted }: { invite: string; onAdmitted: (admission: PartyAdmission) => void }) {
  const api = useApi();
  const [state, setState] = useState<InvitationState>({ step: 'opening' });
  const [names, setNames] = useState({ first_name: '', last_name: '' });
  const [pendingSide, setPendingSide] = useState<PartySide>();
  const hasStarted = useRef(false);
  const onAdmittedRef = useRef(onAdmitted);
  onAdmittedRef.current = onAdmitted;

  const accept = useCallback(
    async (body: JoinByInviteRequest) => {
      try {
        onAdmittedRef.current(await api.party.joinWithInvite(body));
      } catch (error) {
        if (fieldError(error, 'side')) setState({ step: 'side', error: body.side ? errorMessage(error) : undefined });
        else setState({ step: 'failed', message: errorMessage(error) });
      } finally {
        setPendingSide(undefined);
      }
    },
    [api],
  );

  useEffect(() => {
    // The invitation is single-use: it is sent once even when effects run twice.
    if (hasStarted.current) return;
    hasStarted.current = true;
    void accept({ invite });
  }, [accept, invite]);

  const chooseSide = (side: PartySide) => {
    setPendingSide(side);
    void accept({
      invite,
      side,
      ...(names.first_name.trim() ? { first_name: names.first_name.trim() } : {}),
      ...(names.last_name.trim() ? { last_name: names.last_name.trim() } : {}),
    });
  };

  return (
    <LoginFrame title="Your invitation">
      {state.step === 'opening' ? (
        <Checking role="status">
          <Spinner size="sm" /> Opening your invitation…
        </Checking>
      ) : null}
      {state.step === 'failed' ? (
        <>
          <Alert role="alert">This invitation cannot be used: {state.message}</Alert>
          <Note>
            Ask your mediator for a new invitation or for the case code. <Link to="/login">Back to sign in</Link>
          </Note>
        </>
      ) : null}
      {state.step === 'side' ? (
        <Form as="div">
          <Note>Your invitation does not say which side you are on. Tell us your name and choose your side.</Note>
          <TextField label="First name" autoComplete="given-name" value={names.first_name} onChange={(event) => setNames({ ...names, first_name: event.target.value })} />
          <TextField label="Last name" autoComplete="family-name" value={names.last_name} onChange={(event) => setNames({ ...names, last_name: event.target.value })} />
          {state.error ? <Alert role="alert">{state.error}</Alert> : null}
          <StepHeading id="invite-side-heading">Which side are you on?</StepHeading>
          <SideChoices role="group" aria-labelledby="invite-side-heading">
            <Button variant="secondary" size="lg" isPending={pendingSide === 'A'} onClick={() => chooseSide('A')}>
              Side A
            </Button>
            <Button variant="secondary" size="lg" isPending={pendingSide === 'B'} onClick={() => chooseSide('B')}>
              Side B
            </Button>
          </SideChoices>
        </Form>
      ) : null}
    </LoginFrame>
  );
}
