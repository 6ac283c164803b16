import { useQuery } from '@tanstack/react-query';
import { CaseCode } from '@mediation/chat';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { MediatorHeaderBar, MediatorHeaderEnd } from './CaseRoom.styles';
import { WaitingRoomStrip } from './WaitingRoomStrip';
import { NotifyMeButton } from './NotifyMeButton';

/** The mediator's room header, one line: the waiting room ("0 waiting", opening when someone asks) and the case code with Copy code. */
export function MediatorRoomHeader({ caseId }: { caseId: string }) {
  const api = useApi();
  // The same query as the room's own: one request, read twice.
  const details = useQuery({ queryKey: queryKeys.cases.detail(caseId), queryFn: () => api.cases.details(caseId) });
  return (
    <MediatorHeaderBar data-part="mediator-header">
      <WaitingRoomStrip caseId={caseId} />
      <MediatorHeaderEnd>
        <NotifyMeButton />
        {details.data?.link ? <CaseCode code={details.data.link} /> : null}
      </MediatorHeaderEnd>
    </MediatorHeaderBar>
  );
}
