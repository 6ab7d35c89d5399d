export { RemotePage } from './remote-page';
export { loadRemotesDocument, loadSliceModule, preloadSliceModule } from './remote-registry';
