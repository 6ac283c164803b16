export { GroupSelector, defaultGroupSelectorLabels } from './GroupSelector';
export type { GroupSelectorProps, GroupSelectorLabels } from './GroupSelector';
