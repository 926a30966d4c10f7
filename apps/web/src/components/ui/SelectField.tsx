import type { SelectHTMLAttributes } from 'react';
import './field.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
}

/** A labelled choice from a list whose error is announced and linked to it, like TextField. */
export function SelectField({ name, label, options, error, id, ...select }: SelectFieldProps) {
  const selectId = id ?? name;
  const errorId = `${selectId}-error`;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
