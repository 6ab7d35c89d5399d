/** A slice's share images by name (tools/build/src/share/plugin.ts). */
declare module 'virtual:share-images' {
  const images: Readonly<
    Record<
      string,
      { readonly url: string; readonly width: number; readonly height: number; readonly alt: string }
    >
  >;
  export default images;
}
