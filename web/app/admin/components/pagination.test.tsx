import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

function Host({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalPages={total} onChange={setPage} />;
}

describe('Pagination (R-4.12 limits)', () => {
  it('disables previous on page 1 and next on the last page', async () => {
    render(<Host total={3} />);
    const prev = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(prev).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(prev);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows numbered buttons for every page', () => {
    render(<Host total={4} start={2} />);
    expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(4);
  });

  it('never goes below page 1 or above the total, even with no results', () => {
    render(<Host total={0} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
