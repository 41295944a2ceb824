import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled password input with its show/hide toggle, hint and message. */
export function PasswordField({ label, error, hint, ...inputProps }: PasswordFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          toggleLabel={label.toLowerCase()}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...inputProps}
        />
      )}
    </FormField>
  );
}
