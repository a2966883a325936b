export function SectionHead({ id, eyebrow, title, as: Tag = 'h2' }: { id: string; eyebrow?: string; title: string; as?: 'h1' | 'h2' }) {
  return (
    <header className="section-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Tag id={id} className="section-title">
        {title}
      </Tag>
    </header>
  );
}
