import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LimitedField } from './limited-field';

function Host({ max, initial = '' }: { max: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LimitedField
      label="Title"
      name="title"
      max={max}
      hint="Minimum 100 words."
      value={value}
      onChange={setValue}
      required
    />
  );
}

describe('LimitedField (R-5.4 to R-5.6 counters and caps)', () => {
  it('counts characters as "n/100 characters" and shows the hint', async () => {
    render(<Host max={100} />);
    expect(screen.getByText('0/100 characters')).toBeInTheDocument();
    expect(screen.getByText('Minimum 100 words.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Title/), 'Jaipur');
    expect(screen.getByText('6/100 characters')).toBeInTheDocument();
  });

  it('blocks typing past the cap', async () => {
    render(<Host max={100} initial={'a'.repeat(99)} />);
    const input = screen.getByLabelText(/Title/);
    expect(input).toHaveAttribute('maxLength', '100');
    await userEvent.type(input, 'bcd');
    expect(input).toHaveValue(`${'a'.repeat(99)}b`);
    expect(screen.getByText('100/100 characters')).toBeInTheDocument();
  });

  it('cuts a longer change (a paste) to the cap, for the 300-character fields too', () => {
    render(<Host max={300} />);
    const input = screen.getByLabelText(/Title/);
    fireEvent.change(input, { target: { value: 'x'.repeat(450) } });
    expect(input).toHaveValue('x'.repeat(300));
    expect(screen.getByText('300/300 characters')).toBeInTheDocument();
  });
});
