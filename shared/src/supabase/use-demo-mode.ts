import { useEffect, useState } from 'react';
import { isDemoMode, loadRuntimeConfig } from './runtime-config';

/**
 * true when the site has no Supabase settings, so a form can say that nothing is being sent;
 * undefined while unknown or when the settings could not be loaded. Asked again when the signal
 * returns: a page opened without signal learns it then (a form kept on a demo site stays unsent,
 * and the visitor is told why).
 */
export function useDemoMode(): boolean | undefined {
  const [demo, setDemo] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const check = () => {
      loadRuntimeConfig().then(
        (config) => live && setDemo(isDemoMode(config)),
        () => {},
      );
    };
    check();
    window.addEventListener('online', check);
    return () => {
      live = false;
      window.removeEventListener('online', check);
    };
  }, []);
  return demo;
}
