export { ParticipantsList, useParticipantsListLabels } from './ParticipantsList';
export type { ParticipantsListProps, ParticipantsListLabels } from './ParticipantsList';
