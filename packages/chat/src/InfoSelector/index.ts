export { InfoSelector, defaultInfoSelectorLabels, infoViewsFor } from './InfoSelector';
export type { InfoSelectorProps, InfoSelectorLabels } from './InfoSelector';
