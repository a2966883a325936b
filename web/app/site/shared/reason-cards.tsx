import type { ReasonCard } from '../../api/types';

export function ReasonCards({ reasons }: { reasons: ReasonCard[] }) {
  return (
    <ul className="reason-grid">
      {reasons.map((r, i) => (
        <li key={r.title} className="reason-card">
          <span className="reason-card__index" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3>{r.title}</h3>
          <p>{r.description}</p>
        </li>
      ))}
    </ul>
  );
}
