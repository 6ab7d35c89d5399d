import { Field, formStyles } from '@chardham/shared/ui/form';
import { boundSelect } from '../../../components/form/select-field';
import { type Messages, useMessages } from '../../../i18n';
import {
  accommodations,
  customBudgets,
  destinationChoices,
  durations,
  groupSizes,
  transportations,
} from '../../../schemas/custom-request-options';
import type { CustomRequestValues } from '../api/custom-request-row';

interface Props {
  id: (name: string) => string;
  values: CustomRequestValues;
  errors: Partial<Record<keyof CustomRequestValues, string>>;
  onChange: (name: keyof CustomRequestValues, value: string) => void;
}

type Choice = keyof Messages['custom']['placeholders'];

/** Every choice of the travel details section is required (spec §5); labels in the page's language. */
export function TravelDetails({ id, values, errors, onChange }: Props) {
  const { form: f, custom: m, options: o } = useMessages();
  const bound = boundSelect({ id, values, errors, onChange });
  const select = <V extends string>(
    name: Choice,
    label: string,
    options: readonly V[],
    labels: Record<V, string>,
  ) => bound(name, label, m.placeholders[name], options, labels);
  return (
    <div className={formStyles.grid}>
      {select('group_size', f.groupSize, groupSizes, o.groupSize)}
      {select('duration', m.labels.duration, durations, o.duration)}
      {select('budget', m.labels.budget, customBudgets, o.customBudget)}
      {select('destinations', m.labels.destinations, destinationChoices, o.destination)}
      <Field id={id('travel_date')} label={f.travelDate} error={errors.travel_date}>
        {(control) => (
          <input
            {...control}
            name="travel_date"
            type="date"
            required
            value={values.travel_date}
            onChange={(e) => onChange('travel_date', e.target.value)}
          />
        )}
      </Field>
      {select('accommodation', m.labels.accommodation, accommodations, o.accommodation)}
      {select('transportation', m.labels.transportation, transportations, o.transportation)}
    </div>
  );
}
