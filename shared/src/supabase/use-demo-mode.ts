import { useEffect, useState } from 'react';
import { isDemoMode, loadRuntimeConfig } from './runtime-config';

/**
 * true when the site has no Supabase settings, so a form can say that nothing is being sent;
 * undefined while unknown or when the settings could not be loaded.
 */
export function useDemoMode(): boolean | undefined {
  const [demo, setDemo] = useState<boolean>();
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setDemo(isDemoMode(config)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return demo;
}
