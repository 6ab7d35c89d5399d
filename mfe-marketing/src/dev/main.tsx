import { mountStandalone } from '@chardham/build/standalone';
import HomePage from '../exposes/home';

mountStandalone('mfe-marketing', [{ path: '/', label: 'Home', Component: HomePage }]);
