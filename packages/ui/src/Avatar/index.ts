export { Avatar, SideIcon, initialsOf, useSideLetters } from './Avatar';
export type { AvatarProps, SideIconProps, SideIconLabels } from './Avatar';
export type { AvatarSize } from './Avatar.styles';
