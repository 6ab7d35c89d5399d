import { Field, formStyles } from '@chardham/shared/ui/form';
import { SelectField } from '../../../components/form/select-field';
import {
  accommodationLabels,
  accommodations,
  customBudgetLabels,
  customBudgets,
  destinationChoiceLabels,
  destinationChoices,
  durationLabels,
  durations,
  groupSizeLabels,
  groupSizes,
  transportationLabels,
  transportations,
} from '../../../schemas/custom-request-options';
import type { CustomRequestValues } from '../api/custom-request-row';

interface Props {
  id: (name: string) => string;
  values: CustomRequestValues;
  errors: Partial<Record<keyof CustomRequestValues, string>>;
  onChange: (name: keyof CustomRequestValues, value: string) => void;
}

/** Every choice of the travel details section is required (spec §5). */
export function TravelDetails({ id, values, errors, onChange }: Props) {
  const select = <V extends string>(
    name: keyof CustomRequestValues,
    label: string,
    options: readonly V[],
    labels: Record<V, string>,
  ) => (
    <SelectField
      id={id(name)}
      name={name}
      label={label}
      placeholder={`Select ${label.toLowerCase()}`}
      options={options}
      labels={labels}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <div className={formStyles.grid}>
      {select('group_size', 'Group Size', groupSizes, groupSizeLabels)}
      {select('duration', 'Duration', durations, durationLabels)}
      {select('budget', 'Budget per Person', customBudgets, customBudgetLabels)}
      {select('destinations', 'Destinations', destinationChoices, destinationChoiceLabels)}
      <Field id={id('travel_date')} label="Preferred Travel Date" error={errors.travel_date}>
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
      {select('accommodation', 'Accommodation', accommodations, accommodationLabels)}
      {select('transportation', 'Transportation', transportations, transportationLabels)}
    </div>
  );
}
