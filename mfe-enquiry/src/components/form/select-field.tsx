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

/** A form's values, errors and change handler, by field name: what a bound select reads and calls. */
interface BoundForm<Name extends string> {
  id: (name: string) => string;
  values: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  onChange: (name: Name, value: string) => void;
}

/**
 * `select(name, label, placeholder, options, labels)`: a SelectField of one of the form's fields,
 * its id, value, error and change handler taken from the form by name.
 */
export function boundSelect<Name extends string>(form: BoundForm<Name>) {
  return <Value extends string>(
    name: Name,
    label: string,
    placeholder: string,
    options: readonly Value[],
    labels: Record<Value, string>,
  ) => (
    <SelectField
      id={form.id(name)}
      name={name}
      label={label}
      placeholder={placeholder}
      options={options}
      labels={labels}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.onChange(name, value)}
    />
  );
}
