import { mountStandalone } from '@chardham/shared/dev';
import HomePage from '../exposes/home';

mountStandalone('mfe-marketing', [{ path: '/', label: 'Home', Component: HomePage }]);
