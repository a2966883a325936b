import { HeadedSection } from './headed-section';
import { useMessages } from '../../i18n/messages';

/** Titled points as cards (why choose us, what we stand for); numbered 01, 02… unless `numbered` is false. */
export function ReasonCards({
  reasons,
  numbered = true,
}: {
  reasons: readonly { title: string; description: string }[];
  numbered?: boolean;
}) {
  return (
    <ul className="grid plain-list reason-grid">
      {reasons.map((r, i) => (
        <li key={r.title} className="tile reason-card">
          {numbered && (
            <span className="reason-card__index" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          )}
          <h3>{r.title}</h3>
          <p>{r.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'Why Choose Us', as the home and about pages show it. */
export function WhyChooseUs({ reasons }: { reasons: { title: string; description: string }[] }) {
  const t = useMessages().pages;
  return (
    <HeadedSection id="why-title" eyebrow={t.whyUs} title={t.whyChooseUs}>
      <ReasonCards reasons={reasons} />
    </HeadedSection>
  );
}
