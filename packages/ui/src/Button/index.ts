export { Button } from './Button';
export type { ButtonProps, ButtonLabels } from './Button';
export type { ButtonVariant, ButtonSize } from './Button.styles';
