export { CaseInformationCard, ParticipantsCard, PARTICIPANTS_REFRESH_MS } from './CaseOverview';
