export { LanguageSwitch, noteLanguageChosenBeforeSignIn, takeLanguageChosenBeforeSignIn } from './LanguageSwitch';
