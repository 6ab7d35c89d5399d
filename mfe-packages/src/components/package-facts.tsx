import type { TourPackage } from '@chardham/shared/schemas/package';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';

/** A fact a page shows after a package's duration and group size. */
export interface PackageFact {
  label: string;
  value: ReactNode;
}

interface Props {
  pkg: Pick<TourPackage, 'duration' | 'groupSize'>;
  /** What this page adds: the detail page its rating, a card its starting point and season. */
  more: readonly PackageFact[];
  className?: string;
}

/** A package's facts as a description list: its duration and group size, then the page's own. */
export function PackageFacts({ pkg, more, className }: Props) {
  const t = useMessages();
  const facts: PackageFact[] = [
    { label: t.common.duration, value: pkg.duration },
    { label: t.common.groupSize, value: pkg.groupSize },
    ...more,
  ];
  return (
    <dl className={className}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
