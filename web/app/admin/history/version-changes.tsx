import type { FieldDiff, VersionDiff, VersionImage } from '@cadmax/contract';
import { msg } from '../lib/messages';

/**
 * D-14.2: what changed between two versions, field by field: text as it reads with the removed words struck through
 * and the added ones underlined (<del>, <ins>, which history.css also names for screen readers), images as
 * thumbnails before and after.
 */
export function VersionChanges({ diff }: { diff: VersionDiff | null }) {
  if (!diff) return <p className="adm-muted">{msg.chooseTwoVersions}</p>;
  if (diff.fields.length === 0) return <p className="adm-muted">{msg.sameVersions}</p>;
  return (
    <div className="adm-diff">
      <p className="adm-diff__legend" aria-hidden="true">
        <del>removed</del> <ins>added</ins>
      </p>
      {diff.fields.map((field) => (
        <section key={field.field} className="adm-diff__field" aria-label={field.label}>
          <h3>{field.label}</h3>
          {field.kind === 'text' ? (
            <TextChanges parts={field.parts} lang={diff.to.locale} />
          ) : (
            <ImageChanges field={field} />
          )}
        </section>
      ))}
    </div>
  );
}

/** A text field's words, in the version's language (D-15: a Hindi version's are Hindi). */
function TextChanges({ parts, lang }: { parts: Extract<FieldDiff, { kind: 'text' }>['parts']; lang: string }) {
  return (
    <p className="adm-diff__text" lang={lang}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : part.removed ? (
          <del key={index}>{part.value}</del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

function ImageChanges({ field }: { field: Extract<FieldDiff, { kind: 'images' }> }) {
  return (
    <div className="adm-diff__images">
      <Pictures heading="Before" label={field.label} images={field.before} />
      <Pictures heading="After" label={field.label} images={field.after} />
    </div>
  );
}

function Pictures({ heading, label, images }: { heading: string; label: string; images: VersionImage[] }) {
  return (
    <figure className="adm-diff__side">
      <figcaption>{heading}</figcaption>
      {images.length === 0 ? (
        <p className="adm-muted">{msg.noImage}</p>
      ) : (
        <ul className="adm-diff__thumbs">
          {images.map((image, index) => (
            <li key={`${image.id}-${index}`}>
              {image.url ? (
                <img src={image.url} alt={image.alt || `${label} ${index + 1}, ${heading.toLowerCase()}`} />
              ) : (
                <span className="adm-muted">{msg.imageGone}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
