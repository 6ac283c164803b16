export { InfoSelector, useInfoSelectorLabels, infoViewsFor } from './InfoSelector';
export type { InfoSelectorProps, InfoSelectorLabels } from './InfoSelector';
