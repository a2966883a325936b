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

describe('DataTable (SPEC §8 table states)', () => {
  it("says 'Loading...' until the first answer", () => {
    render(<DataTable label="People" rows={undefined} loading columns={columns(() => undefined)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("says 'No data available' when the answer is empty or failed", () => {
    const { rerender } = render(<DataTable label="People" rows={[]} loading={false} columns={columns(() => undefined)} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data available');
    rerender(<DataTable label="People" rows={undefined} loading={false} columns={columns(() => undefined)} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data available');
  });

  it('numbers the rows in a named, focusable region, clamps long text and names each button after its row', async () => {
    const onDelete = vi.fn();
    const rows = [
      { _id: 'a', name: 'Asha', note: 'First' },
      { _id: 'b', name: 'Bhavna', note: 'Second' },
    ];
    render(<DataTable label="People" rows={rows} loading={false} columns={columns(onDelete)} />);
    const region = screen.getByRole('region', { name: 'People' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name', 'Note', 'Delete']);
    const second = within(region).getAllByRole('row')[2]!;
    expect(within(second).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2', 'Bhavna', 'Second', 'Delete']);
    expect(within(second).getByText('Second')).toHaveClass('adm-clamp');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bhavna' }));
    expect(onDelete).toHaveBeenCalledWith('b');
  });

  it('keeps showing the rows while a reload is under way', () => {
    render(<DataTable label="People" rows={[{ _id: 'a', name: 'Asha', note: '' }]} loading columns={columns(() => undefined)} />);
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
  });
});
