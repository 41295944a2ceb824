/**
 * A form's own error, not one field's (a refused submit, a failed save): read out as it appears
 * (role="alert"), under the form's fields. Nothing is rendered without a message. `id` ties it to a
 * control that `aria-describedby` names.
 */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}
