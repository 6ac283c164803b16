export {
  lightTheme,
  darkTheme,
  themes,
  palette,
  space,
  radius,
  font,
  zIndex,
  motion,
  breakpoint,
  media,
  size,
  GlobalStyle,
  ThemeProvider,
} from './theme';
export type { Theme, ThemeColors, IntentColors, Side, ThemeProviderProps } from './theme';

export { Button } from './Button';
export type { ButtonProps, ButtonLabels, ButtonVariant, ButtonSize } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';

export { Field, Fieldset } from './Field';
export type { FieldProps, FieldsetProps, FieldBaseProps, FieldControlProps, FieldLabels } from './Field';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { MultiSelectField } from './MultiSelectField';
export type { MultiSelectFieldProps } from './MultiSelectField';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { PhoneField, formatPhone } from './PhoneField';
export type { PhoneFieldProps, PhonePrefix, PhoneValue, PhoneFieldLabels } from './PhoneField';

export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs';
export { Accordion, AccordionItem, AccordionTrigger, AccordionPanel } from './Accordion';
export type { AccordionProps, AccordionItemProps, AccordionTriggerProps } from './Accordion';
export { Dialog } from './Dialog';
export type { DialogProps, DialogLabels } from './Dialog';
export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps, AlertDialogLabels } from './AlertDialog';
export { Drawer, DRAWER_CLOSE_THRESHOLD, DRAWER_DURATION_MS } from './Drawer';
export type { DrawerProps, DrawerLabels } from './Drawer';
export { preloadModalLayers } from './internal/preloadModalLayers';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { Menu } from './Menu';
export type { MenuProps, MenuItem } from './Menu';
export { ToastProvider, useToast, TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './Toast';
export type { ToastProviderProps, ToastLabels, ToastOptions, ToastAction, ToastVariant } from './Toast';

export { Badge, formatCount, BADGE_MAX } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Table, DEFAULT_PAGE_SIZE } from './Table';
export type { TableProps, TableColumn, TableLabels } from './Table';
export { TruncatedText } from './TruncatedText';
export type { TruncatedTextProps } from './TruncatedText';
export { Logo } from './Logo';
export type { LogoProps, LogoSize } from './Logo';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps, LoadingOverlayLabels } from './LoadingOverlay';
export { Stepper } from './Stepper';
export type { StepperProps, StepperLabels } from './Stepper';
export { Avatar, SideIcon, initialsOf, useSideLetters } from './Avatar';
export type { AvatarProps, SideIconProps, SideIconLabels, AvatarSize } from './Avatar';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressTone } from './ProgressBar';
export { Card } from './Card';
export type { CardProps } from './Card';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { AppShell, TopBar, SideMenu } from './AppShell';
export type { AppShellProps, AppShellLabels, TopBarProps, SideMenuProps, SideMenuItem, SideMenuLabels } from './AppShell';

/** The one icon set: a 24-unit stroke frame (`Icon`) and the icons drawn on it. */
export {
  Icon,
  AlertIcon,
  ArrowDownIcon,
  BackIcon,
  BellIcon,
  CollapseIcon,
  ExpandIcon,
  BellOffIcon,
  ChartIcon,
  ChatIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronEndIcon,
  ChevronStartIcon,
  ChevronUpIcon,
  ClockIcon,
  CloseIcon,
  CompassIcon,
  CopyIcon,
  EditIcon,
  ErrorIcon,
  ExitIcon,
  InboxIcon,
  InfoIcon,
  LikeIcon,
  LogoutIcon,
  MenuIcon,
  MoonIcon,
  MoreIcon,
  PanelIcon,
  PlusIcon,
  SearchIcon,
  SendIcon,
  SettingsIcon,
  ShareIcon,
  ShuttleIcon,
  SignalIcon,
  SunIcon,
  TagIcon,
  UserPlusIcon,
  UsersIcon,
} from './Icon';
export type { IconProps } from './Icon';

/** Building blocks for packages built on the design system (chat, guide). */
export { VisuallyHidden } from './internal/VisuallyHidden';
export { focusRing, surface } from './internal/styles';
export { loadWithRetry } from './internal/loadWithRetry';
export { useControllableState } from './internal/useControllableState';
export type { ControllableStateOptions } from './internal/useControllableState';
export { createStrictContext } from './internal/createContext';

export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  isLocale,
  directionOf,
  localeFromLanguages,
  defineCatalog,
  loadLocale,
  LocaleProvider,
  useLocale,
  useTranslate,
} from './i18n';
export type { Locale, MessageValues, Translate, CompiledCatalog, Catalog, LocaleProviderProps } from './i18n';
