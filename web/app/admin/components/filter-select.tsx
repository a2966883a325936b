import { useId } from 'react';

/** One choice of a select: the value sent and the label shown (the contract's `…_OPTIONS`). */
export interface SelectOption {
  value: string;
  label: string;
}

/** A select's choices, in their order. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

interface Props {
  /** What is filtered ('Status'); the first option reads 'All' and clears the filter. */
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A list filter (D-11.1): a labelled select whose value lives in the URL (`usePagedQuery().setFilter`). */
export function FilterSelect({ label, value, options, onChange }: Props) {
  const id = useId();
  return (
    <div className="adm-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
