export { ParticipantsList, defaultParticipantsListLabels } from './ParticipantsList';
export type { ParticipantsListProps, ParticipantsListLabels } from './ParticipantsList';
