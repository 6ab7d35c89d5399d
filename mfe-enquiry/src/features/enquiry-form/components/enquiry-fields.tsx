import { Field, formStyles as styles } from '@chardham/shared/ui/form';
import { boundSelect } from '../../../components/form/select-field';
import { useMessages } from '../../../i18n';
import { durations, enquiryMessages, groupSizes, tourChoices } from '../../../schemas/enquiry-options';
import type { EnquiryValues } from '../api/enquiry-row';

export const enquiryFieldMessages = enquiryMessages;

interface EnquiryFieldsProps {
  idPrefix: string;
  values: EnquiryValues;
  errors: Partial<Record<keyof EnquiryValues, string>>;
  onChange: (name: keyof EnquiryValues, value: string) => void;
}

/** The fields of spec §5, in the order a visitor fills them in, in the page's language. */
export function EnquiryFields({ idPrefix, values, errors, onChange }: EnquiryFieldsProps) {
  const { form: f, enquiry: m, options } = useMessages();
  const id = (name: string) => `${idPrefix}-${name}`;
  const input = (name: keyof EnquiryValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const select = boundSelect({ id, values, errors, onChange });
  return (
    <div className={styles.grid}>
      <Field id={id('name')} label={f.fullName} error={errors.name}>
        {(control) => <input {...control} {...input('name')} required autoComplete="name" maxLength={100} />}
      </Field>
      <Field id={id('email')} label={f.email} error={errors.email}>
        {(control) => <input {...control} {...input('email')} type="email" required autoComplete="email" />}
      </Field>
      <Field id={id('phone')} label={f.phone} error={errors.phone}>
        {(control) => <input {...control} {...input('phone')} type="tel" required autoComplete="tel" />}
      </Field>
      {select('group_size', f.groupSize, m.groupSizePlaceholder, groupSizes, options.groupSize)}
      {select('duration', m.duration, m.durationPlaceholder, durations, options.duration)}
      {select('budget', m.tour, m.tourPlaceholder, tourChoices, options.tour)}
      <Field id={id('travel_date')} label={f.travelDate} error={errors.travel_date}>
        {(control) => <input {...control} {...input('travel_date')} type="date" required />}
      </Field>
      <Field
        id={id('special_requirements')}
        label={f.specialRequirements}
        optional
        wide
        error={errors.special_requirements}
      >
        {(control) => (
          <textarea
            {...control}
            {...input('special_requirements')}
            rows={4}
            maxLength={2000}
            placeholder={m.specialPlaceholder}
          />
        )}
      </Field>
    </div>
  );
}
