export { Spinner } from './spinner';
export { VisuallyHidden } from './visually-hidden';
