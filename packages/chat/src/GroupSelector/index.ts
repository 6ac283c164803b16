export { GroupSelector, useGroupSelectorLabels } from './GroupSelector';
export type { GroupSelectorProps, GroupSelectorLabels } from './GroupSelector';
