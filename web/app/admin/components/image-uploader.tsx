import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGES, makeCover, moveItem, removeItem, type UploadItem } from '../lib/image-order';

interface Props {
  items: UploadItem[];
  onChange: (items: UploadItem[]) => void;
}

let counter = 0;
const nextKey = () => `new-${++counter}`;

/**
 * project image uploader: add several images, reorder by drag and drop
 * (and by keyboard with the move buttons), remove one, make one the cover. The
 * first image is the cover and is labelled 'Cover'.
 */
export function ImageUploader({ items, onChange }: Props) {
  const inputId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const created = useRef(new Set<string>());

  // Object URLs of new files are released when they leave the list or the form closes.
  useEffect(() => {
    const live = new Set(items.filter((i) => i.kind === 'new').map((i) => i.url));
    for (const url of created.current) {
      if (!live.has(url)) {
        URL.revokeObjectURL(url);
        created.current.delete(url);
      }
    }
  }, [items]);
  useEffect(() => () => created.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const added: UploadItem[] = [...files].map((file) => {
      const url = URL.createObjectURL(file);
      created.current.add(url);
      return { key: nextKey(), kind: 'new', file, url };
    });
    onChange([...items, ...added]);
    setAnnouncement(`${added.length} image${added.length === 1 ? '' : 's'} added.`);
  };

  const move = (from: number, to: number) => {
    onChange(moveItem(items, from, to));
    setAnnouncement(`Image moved to position ${to + 1} of ${items.length}.`);
  };

  return (
    <fieldset className="adm-uploader">
      <legend>Images</legend>
      <label htmlFor={inputId} className="adm-btn adm-btn--ghost adm-uploader__add">
        Add images
      </label>
      <input
        id={inputId}
        className="adm-visually-hidden-file"
        type="file"
        name="images"
        accept={ACCEPTED_IMAGES}
        multiple
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <p className="adm-hint">
        JPEG, PNG or WebP. Drag to reorder, or use the arrow buttons. The first image is the cover.
      </p>
      {items.length > 0 && (
        <ol className="adm-uploader__list" aria-label="Chosen images">
          {items.map((item, index) => (
            <li
              key={item.key}
              className={`adm-uploader__item${dragged === index ? ' is-dragging' : ''}`}
              draggable
              onDragStart={(e) => {
                setDragged(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                const from = dragged ?? Number(e.dataTransfer.getData('text/plain'));
                setDragged(null);
                if (Number.isInteger(from)) move(from, index);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <img src={item.url} alt={`Image ${index + 1}`} />
              {index === 0 && <span className="adm-uploader__cover">Cover</span>}
              <div className="adm-uploader__actions">
                <button
                  type="button"
                  aria-label={`Move image ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move image ${index + 1} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                {index > 0 && (
                  <button
                    type="button"
                    onClick={() => {
                      onChange(makeCover(items, index));
                      setAnnouncement(`Image ${index + 1} is now the cover.`);
                    }}
                  >
                    Make cover
                  </button>
                )}
                <button
                  type="button"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => {
                    onChange(removeItem(items, index));
                    setAnnouncement(`Image ${index + 1} removed.`);
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="adm-sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
