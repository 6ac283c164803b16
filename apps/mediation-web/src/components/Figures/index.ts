export { Figure, Figures } from './Figures';
