/** The URL of the Hindi pages' font stylesheet (shell/build/hindi-font-plugin.ts). */
declare module 'virtual:hindi-stylesheet' {
  const url: string;
  export default url;
}
