/** A decorative spinner; pair it with visible text inside a role="status" element. */
export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-border border-t-accent ${className}`}
    />
  );
}
