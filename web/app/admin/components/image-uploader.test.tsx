import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { toImageOrder, type UploadItem } from '../lib/image-order';
import { ImageUploader } from './image-uploader';

// jsdom has no object URLs; the uploader only needs distinct strings for the previews.
beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:test/${++n}`;
  URL.revokeObjectURL = () => undefined;
});

const existing: UploadItem = { key: 'existing-7', kind: 'existing', id: 7, url: '/uploads/site.jpg' };
let latest: UploadItem[] = [];

function Host({ initial = [] as UploadItem[] }) {
  const [items, setItems] = useState(initial);
  latest = items;
  return <ImageUploader items={items} onChange={setItems} />;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const names = () => latest.map((item) => (item.kind === 'new' ? item.file.name : `#${item.id}`));
const tiles = () => within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem');

describe('ImageUploader (R-4.10)', () => {
  it('adds several images and labels the first as the cover', async () => {
    render(<Host initial={[existing]} />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    expect(names()).toEqual(['#7', 'a.png', 'b.png']);
    expect(tiles()).toHaveLength(3);
    expect(within(tiles()[0]!).getByText('Cover')).toBeInTheDocument();
    expect(screen.getAllByText('Cover')).toHaveLength(1);
  });

  it('reorders with the keyboard buttons, and the ends cannot move further', async () => {
    render(<Host />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(names()).toEqual(['b.png', 'a.png', 'c.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(names()).toEqual(['b.png', 'c.png', 'a.png']);
  });

  it('reorders by drag and drop', async () => {
    render(<Host />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png'), png('c.png')]);
    const [first, , third] = tiles();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(names()).toEqual(['c.png', 'a.png', 'b.png']);
  });

  it('removes one and makes another the cover', async () => {
    render(<Host initial={[existing]} />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(names()).toEqual(['#7', 'b.png']);
    const second = tiles()[1]!;
    await userEvent.click(within(second).getByRole('button', { name: 'Make cover' }));
    expect(names()).toEqual(['b.png', '#7']);
    expect(within(tiles()[0]!).getByText('Cover')).toBeInTheDocument();
    // The cover needs no 'Make cover' button.
    expect(within(tiles()[0]!).queryByRole('button', { name: 'Make cover' })).toBeNull();
  });

  it('sends the order as imageOrder with kept ids and indexes into the new files', async () => {
    render(<Host initial={[existing]} />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    await userEvent.click(within(tiles()[2]!).getByRole('button', { name: 'Make cover' }));
    const { imageOrder, files } = toImageOrder(latest);
    expect(imageOrder).toEqual([{ file: 0 }, { id: 7 }, { file: 1 }]);
    expect(files.map((f) => f.name)).toEqual(['b.png', 'a.png']);
  });
});
