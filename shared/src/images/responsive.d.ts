// Imports handled by the `responsiveImages` Vite plugin (./plugin.ts). `&responsive` must come last
// when other parameters precede it, e.g. `./x.svg?w=320,640&responsive`.
declare module '*?responsive' {
  const image: import('./types').ProcessedImage;
  export default image;
}
declare module '*&responsive' {
  const image: import('./types').ProcessedImage;
  export default image;
}
