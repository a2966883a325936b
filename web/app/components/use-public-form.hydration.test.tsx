import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';
import { usePublicForm } from './use-public-form';

const sent: unknown[] = [];

function Form() {
  const { values, setValue, submit, ready, formRef } = usePublicForm({ name: '', phone_number: '' }, ['name', 'phone_number']);
  return (
    <form
      ref={formRef}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(async (v) => {
          sent.push(v);
          return { status: true };
        });
      }}
    >
      <input aria-label="Name" name="name" value={values.name} onChange={(e) => setValue('name', e.target.value)} />
      <PhoneInput aria-label="Phone" name="phone_number" value={values.phone_number} onValueChange={(v) => setValue('phone_number', v)} />
      <button type="submit" disabled={!ready}>
        Send
      </button>
    </form>
  );
}

describe('a public form before and after hydration', () => {
  it('cannot be sent from the server HTML, and keeps what was typed before React took over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const button = () => container.querySelector('button') as HTMLButtonElement;
    // The server's HTML: no browser submit (a GET of the page) before the script runs.
    expect(button().disabled).toBe(true);

    // The visitor types while the modules load.
    (container.querySelector('[name="name"]') as HTMLInputElement).value = 'Asha Mehta';
    (container.querySelector('[name="phone_number"]') as HTMLInputElement).value = '98290 12345';

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(button().disabled).toBe(false);
    expect((container.querySelector('[name="phone_number"]') as HTMLInputElement).value).toBe('9829012345');

    await act(async () => {
      button().click();
    });
    expect(sent).toEqual([{ name: 'Asha Mehta', phone_number: '9829012345' }]);
    container.remove();
  });
});
