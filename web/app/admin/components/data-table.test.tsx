import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, DeleteButton, type Column } from './data-table';

interface Row {
  _id: string;
  name: string;
  note: string;
}

const columns = (onDelete: (id: string) => void): Column<Row>[] => [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Note', cell: (row) => row.note, long: true },
  { header: 'Delete', cell: (row) => <DeleteButton name={row.name} onClick={() => onDelete(row._id)} /> },
];

describe('DataTable (R-8.20 table states)', () => {
  it("says 'No data available' when the answer is empty", () => {
    render(<DataTable label="People" rows={[]} columns={columns(() => undefined)} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data available');
  });

  it('numbers the rows in a named, focusable region, clamps long text and names each button after its row', async () => {
    const onDelete = vi.fn();
    const rows = [
      { _id: 'a', name: 'Asha', note: 'First' },
      { _id: 'b', name: 'Bhavna', note: 'Second' },
    ];
    render(<DataTable label="People" rows={rows} columns={columns(onDelete)} />);
    const region = screen.getByRole('region', { name: 'People' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Name', 'Note', 'Delete']);
    const second = within(region).getAllByRole('row')[2]!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', 'Bhavna', 'Second', 'Delete']);
    expect(within(second).getByText('Second')).toHaveClass('adm-clamp');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bhavna' }));
    expect(onDelete).toHaveBeenCalledWith('b');
  });

  it('keeps an actions cell a real table cell (its buttons in an inner row) pinned to the right edge', () => {
    const withActions: Column<Row>[] = [
      { header: 'Name', cell: (row) => row.name },
      { header: 'Actions', actions: true, cell: (row) => <DeleteButton name={row.name} onClick={() => undefined} /> },
    ];
    render(<DataTable label="People" rows={[{ _id: 'a', name: 'Asha', note: '' }]} columns={withActions} />);
    const button = screen.getByRole('button', { name: 'Delete Asha' });
    const cell = button.closest('td')!;
    expect(cell).toHaveClass('adm-table__sticky');
    expect(button.parentElement).toHaveClass('adm-table__buttons');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('adm-table__sticky');
  });

  it("offers 'More' only when the clamp cuts the text, and 'Less' folds it again", async () => {
    // jsdom has no layout: the clamp reports a cut when its text is longer than 20 characters.
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return (this.textContent ?? '').length > 20 ? 200 : 0;
    });
    try {
      const rows = [
        { _id: 'a', name: 'Asha', note: 'Short' },
        { _id: 'b', name: 'Bhavna', note: 'A very long note that does not fit in four lines' },
      ];
      render(<DataTable label="People" rows={rows} columns={columns(() => undefined)} />);
      const [first, second] = screen.getAllByRole('row').slice(1);
      expect(within(first!).queryByRole('button', { name: 'More' })).toBeNull();
      const more = within(second!).getByRole('button', { name: 'More' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      const less = within(second!).getByRole('button', { name: 'Less' });
      expect(less).toHaveAttribute('aria-expanded', 'true');
      expect(within(second!).getByText(/A very long note/)).toHaveClass('is-open');
      await userEvent.click(less);
      expect(within(second!).getByRole('button', { name: 'More' })).toBeInTheDocument();
    } finally {
      height.mockRestore();
    }
  });
});
