import './form-message.css';

/** The outcome of a form, announced to screen readers: an error (alert) or a confirmation (status). */
export function FormMessage({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert">
        {error}
      </p>
    );
  }
  return (
    <p className="form-message form-message--success" role="status">
      {success ?? ''}
    </p>
  );
}
