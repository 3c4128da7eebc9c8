import { useId, useState } from 'react';
import { Button } from './button';

interface SecretLinkProps {
  /** The link just made; null while none was made on this page. */
  url: string | null | undefined;
  /** Whether a link exists (it is then shown only when just made). */
  active: boolean;
  texts: { label: string; copy: string; copied: string; shownOnce: string; active: string };
}

/**
 * A secret link shown once (we keep only its hash): the new link to copy, or the note that one is active. The
 * calendar feed and the media-server webhook use it.
 */
export function SecretLink({ url, active, texts }: SecretLinkProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const inputId = useId();

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    setCopied(url);
  };

  if (!url) return active ? <p>{texts.active}</p> : null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-medium">
        {texts.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-border bg-bg px-3 py-2 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {copied === url ? texts.copied : texts.shownOnce}
      </p>
    </div>
  );
}
