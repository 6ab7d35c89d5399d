import { Field, formStyles as styles } from '@chardham/shared/ui/form';
import { SelectField } from '../../../components/form/select-field';
import {
  durationLabels,
  durations,
  enquiryMessages,
  groupSizeLabels,
  groupSizes,
  tourChoiceLabels,
  tourChoices,
} from '../../../schemas/enquiry-options';
import type { EnquiryValues } from '../api/enquiry-row';

export const enquiryFieldMessages = enquiryMessages;

interface EnquiryFieldsProps {
  idPrefix: string;
  values: EnquiryValues;
  errors: Partial<Record<keyof EnquiryValues, string>>;
  onChange: (name: keyof EnquiryValues, value: string) => void;
}

/** The fields of spec §5, in the order a visitor fills them in. */
export function EnquiryFields({ idPrefix, values, errors, onChange }: EnquiryFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const input = (name: keyof EnquiryValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <div className={styles.grid}>
      <Field id={id('name')} label="Full Name" error={errors.name}>
        {(control) => <input {...control} {...input('name')} required autoComplete="name" maxLength={100} />}
      </Field>
      <Field id={id('email')} label="Email Address" error={errors.email}>
        {(control) => <input {...control} {...input('email')} type="email" required autoComplete="email" />}
      </Field>
      <Field id={id('phone')} label="Phone Number" error={errors.phone}>
        {(control) => <input {...control} {...input('phone')} type="tel" required autoComplete="tel" />}
      </Field>
      <SelectField
        id={id('group_size')}
        name="group_size"
        label="Group Size"
        placeholder="Select group size"
        options={groupSizes}
        labels={groupSizeLabels}
        value={values.group_size}
        error={errors.group_size}
        onChange={(value) => onChange('group_size', value)}
      />
      <SelectField
        id={id('duration')}
        name="duration"
        label="Preferred Duration"
        placeholder="Select duration"
        options={durations}
        labels={durationLabels}
        value={values.duration}
        error={errors.duration}
        onChange={(value) => onChange('duration', value)}
      />
      <SelectField
        id={id('budget')}
        name="budget"
        label="Tour Package"
        placeholder="Select a tour"
        options={tourChoices}
        labels={tourChoiceLabels}
        value={values.budget}
        error={errors.budget}
        onChange={(value) => onChange('budget', value)}
      />
      <Field id={id('travel_date')} label="Preferred Travel Date" error={errors.travel_date}>
        {(control) => <input {...control} {...input('travel_date')} type="date" required />}
      </Field>
      <Field
        id={id('special_requirements')}
        label="Special Requirements"
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
            placeholder="Dietary needs, accessibility, helicopter or pony bookings..."
          />
        )}
      </Field>
    </div>
  );
}
