import { Field } from '@chardham/shared/ui/form';

export interface SelectFieldProps<Value extends string> {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A required choice from one of the spec's option lists: labels shown, values stored. */
export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { id, name, label, placeholder, options, labels, value, error, onChange } = props;
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} name={name} required value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
