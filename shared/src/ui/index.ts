export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
export { Spinner } from './spinner';
