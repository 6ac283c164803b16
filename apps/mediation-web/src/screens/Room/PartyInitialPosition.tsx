import { useChatClient, useRoom } from '@mediation/chat/connect';
import { InitialPositionRequest, initialPositionGroup } from '@mediation/guide';
import type { PartySide } from '@mediation/protocol';
import { useFailureToast } from '../../lib/useFailureToast';
import { useRoomText } from './i18n';

/**
 * A party's answer to the mediator's request of initial positions: the banner, and the drawer it opens. The
 * position goes into M or, in shuttle mode (as the room knows it when it is sent), into the party's own group;
 * the server stores its marker with it, and a refusal brings the banner back.
 */
export function PartyInitialPosition({ side }: { side: PartySide }) {
  const t = useRoomText();
  const client = useChatClient();
  const failed = useFailureToast();
  const markers = useRoom((state) => state.actions);
  const shuttle = useRoom((state) => state.shuttle);
  return (
    <InitialPositionRequest
      side={side}
      markers={markers}
      shuttle={shuttle}
      onSendGuidedMessage={(message, ext) =>
        client.sendGuided([initialPositionGroup(side, client.getState().shuttle)], message, ext).catch((error: unknown) => {
          failed(t('action.sendInitialPosition'), error);
          throw error;
        })
      }
    />
  );
}
