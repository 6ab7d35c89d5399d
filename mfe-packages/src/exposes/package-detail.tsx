export { PackageDetailPage as default } from '../features/package-detail/components/package-detail-page';
