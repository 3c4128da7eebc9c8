/** The one error message of a form, announced when it appears. Renders nothing without a message. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
    >
      {message}
    </p>
  );
}
