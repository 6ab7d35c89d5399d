import { mountStandalone } from '@chardham/build/standalone';
import PackageDetail from '../exposes/package-detail';
import PackageList from '../exposes/package-list';

mountStandalone('mfe-packages', [
  { path: '/', label: 'All Packages', Component: PackageList },
  { path: '/packages', label: 'All Packages', Component: PackageList },
  { path: '/package/:id', label: 'Detail', Component: PackageDetail },
]);
