export { Brand } from './Brand';
export { WideLabel } from './Brand.styles';
