import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

const controlClasses =
  'w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted ' +
  'focus:border-accent [&[readonly]]:bg-surface-2 [&[readonly]]:text-muted min-h-11';

interface FieldFrameProps {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, children, className = '' }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  containerClassName?: string;
}

/** An input with a visible label tied to it. */
export function TextField({ label, containerClassName, className = '', ...props }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} className={containerClassName}>
      <input id={id} className={`${controlClasses} ${className}`} {...props} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The empty first option, e.g. 'Select city'. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  containerClassName?: string;
}

/** A select with a visible label and an empty first option. */
export function SelectField({
  label,
  placeholder,
  options,
  containerClassName,
  className = '',
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} className={containerClassName}>
      <select id={id} className={`${controlClasses} ${className}`} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
