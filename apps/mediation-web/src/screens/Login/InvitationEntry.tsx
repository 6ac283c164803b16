import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { partyNameSchema } from '@mediation/protocol';
import type { InvitePreviewResponse, JoinByInviteRequest, JoinResponse, PartySide } from '@mediation/protocol';
import { Button, Spinner, TextField } from '@mediation/ui';
import { ApiError, errorMessage, fieldError } from '../../api/httpClient';
import { isCaseNotRunning, NOT_RUNNING_POLL_MS, partyQueries } from '../../api/partyQueries';
import { useApi } from '../../app/services';
import { AppLink } from '../../components/AppLink';
import { useText } from '../../i18n';
import { useIsolate } from '../../lib/bidi';
import { validateWith } from '../../lib/validate';
import { LoginFrame } from './LoginFrame';
import { Alert, CaseSummary, Checking, Form, Note, SideChoices, StepHeading, WrappingButton } from './Login.styles';

const namesSchema = partyNameSchema.pick({ first_name: true, last_name: true });
type Names = { first_name: string; last_name: string };
type NameErrors = Partial<Record<keyof Names, string>>;

/** An answer that says the invitation itself cannot be used (unknown, used, expired). */
const isUnusable = (error: unknown) => error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 410);

/**
 * A personal invitation (/client-login?invite=...). Opening the page only reads it: it says who joins, on
 * which side, and asks a new invitee for a name; the press of "Join as … on side …" uses it (once). Mail
 * scanners that open the link therefore never spend it. An older invitation that names no side lets the
 * invitee choose one.
 */
export function InvitationEntry({ invite, onAdmitted }: { invite: string; onAdmitted: (admission: JoinResponse) => void }) {
  const t = useText();
  const isolate = useIsolate();
  const api = useApi();
  // Reading is harmless to repeat; pressing Join is what uses the invitation.
  const preview = useQuery(partyQueries.invite(api, invite));
  /** Joining found the invitation used or expired. */
  const [unusable, setUnusable] = useState<string>();
  const [names, setNames] = useState<Names>({ first_name: '', last_name: '' });
  const [nameErrors, setNameErrors] = useState<NameErrors>({});
  const [joinError, setJoinError] = useState<string>();
  const [pendingSide, setPendingSide] = useState<PartySide>();
  /** The press found the case not running: the side to join with again, every few seconds, until it runs. */
  const [waitingSide, setWaitingSide] = useState<PartySide>();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);

  const join = async (preview: InvitePreviewResponse, side: PartySide) => {
    if (pendingSide) return;
    let body: JoinByInviteRequest = { invite, ...(preview.side ? {} : { side }) };
    if (preview.needs_name) {
      const errors: NameErrors = validateWith(namesSchema)(names);
      setNameErrors(errors);
      if (errors.first_name || errors.last_name) {
        (errors.first_name ? firstNameRef : lastNameRef).current?.focus();
        return;
      }
      body = { ...body, first_name: names.first_name.trim(), last_name: names.last_name.trim() };
    }
    setJoinError(undefined);
    setPendingSide(side);
    try {
      onAdmitted(await api.party.joinWithInvite(body));
    } catch (error) {
      if (isUnusable(error)) {
        setUnusable(errorMessage(error));
        return;
      }
      if (isCaseNotRunning(error)) {
        setWaitingSide(side);
        return;
      }
      const serverErrors: NameErrors = { first_name: fieldError(error, 'first_name'), last_name: fieldError(error, 'last_name') };
      if (serverErrors.first_name || serverErrors.last_name) setNameErrors(serverErrors);
      else setJoinError(errorMessage(error));
    } finally {
      setPendingSide(undefined);
    }
  };

  // Waiting for the mediator to start the case: the same press again, until it lets the person in.
  const latestJoin = useRef(join);
  latestJoin.current = join;
  useEffect(() => {
    if (!waitingSide || !preview.data) return;
    const invitation = preview.data;
    const timer = setInterval(() => void latestJoin.current(invitation, waitingSide), NOT_RUNNING_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingSide, preview.data]);

  const changeName = (field: keyof Names, value: string) => {
    setNames((current) => ({ ...current, [field]: value }));
    setNameErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (preview.isPending) {
    return (
      <LoginFrame title={t('invitation.title')}>
        <Checking role="status">
          <Spinner size="sm" /> {t('invitation.opening')}
        </Checking>
      </LoginFrame>
    );
  }
  if (preview.isError || unusable) {
    return (
      <LoginFrame title={t('invitation.title')}>
        <Alert role="alert">{t('invitation.unusable', { reason: unusable ?? errorMessage(preview.error) })}</Alert>
        <Note>
          {t('invitation.askMediator')} <AppLink to="/login">{t('common.backToSignIn')}</AppLink>
        </Note>
      </LoginFrame>
    );
  }

  const invitation = preview.data;
  const who = invitation.name ?? invitation.email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invitation.side) void join(invitation, invitation.side);
  };
  return (
    <LoginFrame title={t('invitation.title')}>
      <Form noValidate onSubmit={submit}>
        <CaseSummary>
          <span>{t('partyEntry.case')}</span> <strong dir="auto">{invitation.case_title}</strong>
        </CaseSummary>
        <Note>
          {invitation.mediator_name
            ? invitation.side
              ? t('invitation.invitesYouOnSide', { name: isolate(invitation.mediator_name), side: invitation.side })
              : t('invitation.invitesYou', { name: isolate(invitation.mediator_name) })
            : invitation.side
              ? t('invitation.invitedOnSide', { side: invitation.side })
              : t('invitation.invited')}
        </Note>
        {invitation.needs_name ? (
          <>
            <Note>{t('invitation.tellName')}</Note>
            <TextField
              ref={firstNameRef}
              label={t('partyEntry.firstName')}
              dir="auto"
              autoComplete="given-name"
              isRequired
              value={names.first_name}
              error={nameErrors.first_name}
              onChange={(event) => changeName('first_name', event.target.value)}
            />
            <TextField
              ref={lastNameRef}
              label={t('partyEntry.lastName')}
              dir="auto"
              autoComplete="family-name"
              isRequired
              value={names.last_name}
              error={nameErrors.last_name}
              onChange={(event) => changeName('last_name', event.target.value)}
            />
          </>
        ) : null}
        {joinError ? <Alert role="alert">{joinError}</Alert> : null}
        {waitingSide ? (
          <Checking role="status">
            <Spinner size="sm" /> {t('partyEntry.caseNotRunning')}
          </Checking>
        ) : null}
        {invitation.side ? (
          <WrappingButton type="submit" size="lg" isPending={pendingSide !== undefined}>
            {/* One run of text that wraps; the address isolated, so a right-to-left interface keeps it whole. */}
            <span>
              {t('invitation.joinAs')} <bdi>{who}</bdi> {t('invitation.joinOnSide', { side: invitation.side })}
            </span>
          </WrappingButton>
        ) : (
          <>
            <StepHeading id="invite-side-heading">{t('partyEntry.chooseSide')}</StepHeading>
            <SideChoices role="group" aria-labelledby="invite-side-heading">
              <Button variant="secondary" size="lg" isPending={pendingSide === 'A'} onClick={() => void join(invitation, 'A')}>
                {t('partyEntry.sideA')}
              </Button>
              <Button variant="secondary" size="lg" isPending={pendingSide === 'B'} onClick={() => void join(invitation, 'B')}>
                {t('partyEntry.sideB')}
              </Button>
            </SideChoices>
          </>
        )}
      </Form>
    </LoginFrame>
  );
}
