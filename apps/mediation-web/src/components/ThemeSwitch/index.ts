export { ThemeSwitch } from './ThemeSwitch';
export type { ThemeSwitchLabels } from './ThemeSwitch';
