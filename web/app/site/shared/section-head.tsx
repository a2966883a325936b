export function SectionHead({ id, eyebrow, title }: { id: string; eyebrow?: string; title: string }) {
  return (
    <header className="section-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
    </header>
  );
}
