export { GroupSelector, defaultGroupSelectorLabels, partyGroupNames } from './GroupSelector';
export type { GroupSelectorProps, GroupSelectorLabels } from './GroupSelector';
