export { RemotePage } from './remote-page';
export {
  loadRemotesDocument,
  loadSliceModule,
  prefetchSliceModule,
  preloadSliceModule,
} from './remote-registry';
