import type { RouteDef } from '@chardham/shared/routes';
import { RemoteRegion } from './remote-region';
import { enquirySlots } from './slots';

/** A route whose page is an exposed module of a remote. */
export function RemotePage({ route }: { route: RouteDef }) {
  if (route.slice === 'shell') throw new Error(`${route.path} is not rendered by a remote`);
  return (
    <RemoteRegion slice={route.slice} module={route.module} props={{ slots: enquirySlots }} level="page" />
  );
}
