import { inputClass } from './field';

interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The labelled search box above an admin list. */
export function SearchField({ id, label, value, onChange }: SearchFieldProps) {
  return (
    <div className="max-w-md">
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass(false)}
      />
    </div>
  );
}
