import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHONE_SHORT_HINT, PhoneInput, toPhoneDigits } from './phone-input';

function Harness() {
  return (
    <form>
      <label htmlFor="p">Phone</label>
      <PhoneInput id="p" name="phone_number" />
      <button type="reset">Reset</button>
    </form>
  );
}

describe('toPhoneDigits', () => {
  it('keeps only digits and at most 10 of them', () => {
    expect(toPhoneDigits('98-29 a(123)')).toBe('9829123');
    expect(toPhoneDigits('123456789012345')).toBe('1234567890');
    expect(toPhoneDigits('abc')).toBe('');
  });

  it("drops an autofilled '+91' country code", () => {
    expect(toPhoneDigits('+91 98290 12345')).toBe('9829012345');
    expect(toPhoneDigits('+919829012345')).toBe('9829012345');
  });
});

describe('PhoneInput', () => {
  it('ignores non-digits while typing, drops a typed +91, and stops at 10 digits', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('placeholder', 'Enter 10-digit phone number');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '+91 98x2-91');
    expect(input).toHaveValue('9198291');
    // Past ten digits the leading 91 shows itself as the country code typed before the number.
    await userEvent.type(input, '23456789');
    expect(input).toHaveValue('9829123456');
  });

  it('drops letters and the trunk prefix from pasted text', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone');
    input.focus();
    await userEvent.paste('phone: 0141 2345 678 ext 9');
    expect(input).toHaveValue('1412345678');
  });

  it('hints that an Indian mobile number has 10 digits while fewer are typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone');
    expect(screen.queryByText(PHONE_SHORT_HINT)).toBeNull();
    await userEvent.type(input, '12345');
    expect(screen.getByText(PHONE_SHORT_HINT)).toBeVisible();
    expect(input).toHaveAccessibleDescription(PHONE_SHORT_HINT);
    await userEvent.type(input, '67890');
    expect(input).toHaveValue('1234567890');
    expect(screen.queryByText(PHONE_SHORT_HINT)).toBeNull();
    expect(input).not.toHaveAccessibleDescription(PHONE_SHORT_HINT);
  });

  it('filters what was typed before the script ran, and clears the hint when the form is reset', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    // The server's HTML is a plain field: the visitor types while the modules load.
    input.value = '98290 12';
    await act(async () => {
      hydrateRoot(container, <Harness />);
    });
    expect(input.value).toBe('9829012');
    expect(container.textContent).toContain(PHONE_SHORT_HINT);
    await userEvent.click(within(container).getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('');
    expect(container.textContent).not.toContain(PHONE_SHORT_HINT);
    container.remove();
  });
});
