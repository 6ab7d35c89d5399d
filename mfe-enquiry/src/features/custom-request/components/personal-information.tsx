import { Field, formStyles } from '@chardham/shared/ui/form';
import { useMessages } from '../../../i18n';
import type { CustomRequestValues } from '../api/custom-request-row';

interface Props {
  id: (name: string) => string;
  values: CustomRequestValues;
  errors: Partial<Record<keyof CustomRequestValues, string>>;
  onChange: (name: keyof CustomRequestValues, value: string) => void;
}

export function PersonalInformation({ id, values, errors, onChange }: Props) {
  const f = useMessages().form;
  const input = (name: 'name' | 'email' | 'phone') => ({
    name,
    value: values[name],
    required: true,
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  return (
    <div className={formStyles.grid}>
      <Field id={id('name')} label={f.fullName} error={errors.name} wide>
        {(control) => <input {...control} {...input('name')} autoComplete="name" maxLength={100} />}
      </Field>
      <Field id={id('email')} label={f.email} error={errors.email}>
        {(control) => <input {...control} {...input('email')} type="email" autoComplete="email" />}
      </Field>
      <Field id={id('phone')} label={f.phone} error={errors.phone}>
        {(control) => <input {...control} {...input('phone')} type="tel" autoComplete="tel" />}
      </Field>
    </div>
  );
}
