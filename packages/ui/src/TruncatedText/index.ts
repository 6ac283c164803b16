export { TruncatedText } from './TruncatedText';
export type { TruncatedTextProps } from './TruncatedText';
