interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ label, value, onChange }: Props) {
  return (
    <div className="adm-search">
      <label htmlFor="adm-search" className="adm-sr-only">
        {label}
      </label>
      <input
        id="adm-search"
        type="search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
