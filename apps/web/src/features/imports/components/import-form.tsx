import {
  DEFAULT_IMPORT_CONFLICT_POLICY,
  IMPORT_CONFLICT_POLICIES,
  IMPORT_LIMITS,
  IMPORT_SOURCES,
  type ImportConflictPolicy,
  type ImportError,
  type ImportSource,
} from '@watchify/contract';
import { type DragEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useStartImport } from '../api/start-import';
import { importErrorKey } from '../errors';

/** What the upload may be, checked before anything is sent (the API checks the same limits). */
function localProblem(files: readonly File[]): ImportError | null {
  if (files.length === 0) return 'importFileMissing';
  if (files.length > IMPORT_LIMITS.files) return 'importTooManyFiles';
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return bytes > IMPORT_LIMITS.uploadBytes ? 'importTooLarge' : null;
}

function useFormatSize(): (bytes: number) => string {
  const { i18n } = useTranslation();
  return (bytes) => {
    const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
    return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  };
}

/**
 * The upload form: the source (with what to upload from it), the files (a labelled input, or dropped onto its zone),
 * what wins when a title was already rated, and "Start import". Too large an upload is refused before it is sent.
 */
export function ImportForm() {
  const { t } = useTranslation('imports');
  const id = useId();
  const formatSize = useFormatSize();
  const start = useStartImport();
  const [source, setSource] = useState<ImportSource>('letterboxd');
  const [conflicts, setConflicts] = useState<ImportConflictPolicy>(DEFAULT_IMPORT_CONFLICT_POLICY);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImportError | null>(null);
  const [dragging, setDragging] = useState(false);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);

  function choose(chosen: File[]) {
    setFiles(chosen);
    setProblem(null);
    start.reset();
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = localProblem(files);
    setProblem(found);
    if (found) return;
    start.mutate(
      { source, conflicts, files },
      {
        onSuccess: () => {
          toast.success(t('form.started'));
          setFiles([]);
          setInputKey((key) => key + 1);
        },
      },
    );
  }

  const error = problem ? t(`errors.${problem}`) : start.isError ? t(importErrorKey(start.error)) : null;

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('form.source')}</legend>
        {IMPORT_SOURCES.map((value) => (
          <div key={value} className="flex min-h-9 items-start gap-2">
            <input
              id={`${id}-source-${value}`}
              type="radio"
              name={`${id}-source`}
              value={value}
              checked={source === value}
              onChange={() => setSource(value)}
              aria-describedby={`${id}-hint-${value}`}
              className="mt-1 size-4 accent-accent"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-source-${value}`} className="font-medium">
                {t(`form.sources.${value}`)}
              </label>
              <span id={`${id}-hint-${value}`} className="text-sm text-muted">
                {t(`form.sourceHints.${value}`)}
              </span>
            </div>
          </div>
        ))}
      </fieldset>

      <div className="flex flex-col gap-2">
        {/* The zone takes dropped files; the input inside it is how keyboard and screen reader users choose them. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the labelled input is the way for everyone */}
        <div
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
          data-testid="import-drop-zone"
          className={`flex flex-col gap-2 rounded-xl border-2 border-dashed p-5 transition-colors ${
            dragging ? 'border-accent bg-accent/10' : 'border-border bg-surface'
          }`}
        >
          <label htmlFor={`${id}-files`} className="font-semibold">
            {t('form.files')}
          </label>
          <input
            key={inputKey}
            id={`${id}-files`}
            type="file"
            multiple
            accept=".zip,.csv,.json"
            aria-describedby={`${id}-files-hint`}
            onChange={(event) => choose([...(event.target.files ?? [])])}
            className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-4 file:font-semibold file:text-fg"
          />
          <p id={`${id}-files-hint`} className="text-sm text-muted">
            {t('form.filesHint')} {t('form.dropZone')}
          </p>
        </div>
        {files.length > 0 && (
          <ul aria-label={t('form.chosen')} className="flex flex-col gap-1 text-sm">
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
              <li key={`${file.name}-${index}`}>
                {t('form.fileSize', { name: file.name, size: formatSize(file.size) })}
              </li>
            ))}
          </ul>
        )}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('form.conflicts')}</legend>
        {IMPORT_CONFLICT_POLICIES.map((value) => (
          <label key={value} className="flex min-h-9 items-center gap-2">
            <input
              type="radio"
              name={`${id}-conflicts`}
              value={value}
              checked={conflicts === value}
              onChange={() => setConflicts(value)}
              className="size-4 accent-accent"
            />
            <span>{t(`form.conflictPolicies.${value}`)}</span>
          </label>
        ))}
        <p className="text-sm text-muted">{t('form.conflictsHint')}</p>
      </fieldset>

      <FormAlert message={error} />
      <div>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? t('form.uploading') : t('form.start')}
        </Button>
      </div>
    </form>
  );
}
