export { PackageListPage as default } from '../features/package-list/components/package-list-page';
