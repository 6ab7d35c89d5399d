import type { EnquirySlots } from '@chardham/shared/contracts';
import { enquiryFormVariant } from '@chardham/shared/contracts/enquiry-forms';
import type { Locale } from '@chardham/shared/i18n';
import type { SliceName } from '@chardham/shared/routes';
import { slotKey } from '@chardham/shared/ssr';
import { Include } from '@chardham/shared/ssr/include';
import { type RegionLevel, regionAttributes } from '@chardham/shared/ssr/region';

/** A slot used by the page being rendered: its head fragment goes into the page's head too. */
export type UsedSlot = { slice: SliceName; key: string };

function Slot({
  slice,
  module,
  level,
  variant,
  used,
  locale,
}: {
  slice: SliceName;
  module: string;
  level: RegionLevel;
  variant: string;
  used: UsedSlot[];
  locale: Locale;
}) {
  const key = slotKey(module, variant, locale);
  used.push({ slice, key });
  return (
    <div {...regionAttributes(slice, module, level)}>
      <Include slice={slice} fragment={key} part="body" />
    </div>
  );
}

/**
 * The enquiry slice's components, as a server render of another slice sees them: the region around
 * an include of the enquiry slice's own fragment. No slice imports another.
 */
export function serverSlots(used: UsedSlot[], locale: Locale): EnquirySlots {
  return {
    EnquiryForm: (props) => (
      <Slot
        slice="enquiry"
        module="enquiry-form"
        level="region"
        variant={enquiryFormVariant(props)}
        used={used}
        locale={locale}
      />
    ),
    CustomRequest: () => (
      <Slot
        slice="enquiry"
        module="custom-request"
        level="page"
        variant="default"
        used={used}
        locale={locale}
      />
    ),
  };
}
