// The app's icons come from the design system's one set; the ones that point along the line carry the mark
// the app's global style mirrors under right-to-left (AppGlobalStyle).
import { BackIcon as BackArrow, ExitIcon as ExitArrow, LogoutIcon as LogoutArrow, type IconProps } from '@mediation/ui';

export {
  ChartIcon,
  ChatIcon,
  CheckCircleIcon,
  ErrorIcon,
  MoonIcon,
  PlusIcon,
  SettingsIcon,
  SignalIcon,
  SunIcon,
  UserPlusIcon,
  UsersIcon,
} from '@mediation/ui';

/** Points out towards the end of the line; mirrored under right-to-left. */
export const LogoutIcon = (props: IconProps) => <LogoutArrow data-flip-rtl="true" {...props} />;
/** Points towards the start of the line; mirrored under right-to-left. */
export const BackIcon = (props: IconProps) => <BackArrow data-flip-rtl="true" {...props} />;
/** Points out of the door towards the start of the line; mirrored under right-to-left. */
export const ExitIcon = (props: IconProps) => <ExitArrow data-flip-rtl="true" {...props} />;
