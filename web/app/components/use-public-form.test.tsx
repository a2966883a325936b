import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../api/types';
import { SiteToaster } from './toaster';
import { FAILURE_MESSAGE, MISSING_FIELDS_MESSAGE, PROCESSING_LABEL, usePublicForm } from './use-public-form';

type Send = (values: { name: string; city: string }) => Promise<Envelope & { message?: string }>;

function Harness({ send }: { send: Send }) {
  const { values, setValue, submitting, submit } = usePublicForm({ name: '', city: '' }, ['name', 'city']);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit(send);
      }}
    >
      <label htmlFor="n">Name</label>
      <input id="n" value={values.name} onChange={(e) => setValue('name', e.target.value)} />
      <label htmlFor="c">City</label>
      <input id="c" value={values.city} onChange={(e) => setValue('city', e.target.value)} />
      <button type="submit" disabled={submitting}>
        {submitting ? PROCESSING_LABEL : 'Send'}
      </button>
      <SiteToaster />
    </form>
  );
}

/** A send that records its calls and resolves when the test says so. */
function controlledSend() {
  const calls: unknown[] = [];
  let resolve: (v: Envelope & { message?: string }) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const send: Send = (values) => {
    calls.push(values);
    return new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { send, calls, resolve: (v: Envelope & { message?: string }) => resolve(v), reject: (e: unknown) => reject(e) };
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Name'), 'Asha Mehta');
  await userEvent.type(screen.getByLabelText('City'), 'Jaipur');
}

afterEach(() => {
  act(() => toast.remove());
});

describe('usePublicForm (R-5.1, R-5.2, R-8.1 to R-8.3)', () => {
  it("shows 'Please fill out all fields.' and sends nothing when a field is empty", async () => {
    const s = controlledSend();
    render(<Harness send={s.send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MISSING_FIELDS_MESSAGE)).toBeInTheDocument();
    expect(s.calls).toHaveLength(0);
  });

  it('treats whitespace-only values as missing', async () => {
    const s = controlledSend();
    render(<Harness send={s.send} />);
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.type(screen.getByLabelText('City'), 'Jaipur');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MISSING_FIELDS_MESSAGE)).toBeInTheDocument();
    expect(s.calls).toHaveLength(0);
  });

  it("reads 'Processing..', is disabled and ignores a second submit while sending, then resets on success", async () => {
    const s = controlledSend();
    render(<Harness send={s.send} />);
    await fill();
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    const button = await screen.findByRole('button', { name: PROCESSING_LABEL });
    expect(button).toBeDisabled();
    expect(s.calls).toEqual([{ name: 'Asha Mehta', city: 'Jaipur' }]);
    await act(async () => s.resolve({ status: true, message: 'Thank you, we will call you soon.' }));
    expect(await screen.findByText('Thank you, we will call you soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it("shows the server's message on status false and keeps the values", async () => {
    const s = controlledSend();
    render(<Harness send={s.send} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => s.resolve({ status: false, message: 'This email has already applied.' }));
    expect(await screen.findByText('This email has already applied.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Mehta');
  });

  it("shows 'Something went wrong, please try again.' when the request fails", async () => {
    const s = controlledSend();
    render(<Harness send={s.send} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => s.reject(new Error('Network Error')));
    expect(await screen.findByText(FAILURE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('shows the message of a 4xx answer (e.g. the rate limit), but not of a 5xx', async () => {
    const answer = (status: number) =>
      new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
        status,
        statusText: '',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: { status: false, message: 'Too many requests, please try again later.' },
      } as AxiosResponse);
    const s = controlledSend();
    render(<Harness send={s.send} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => s.reject(answer(429)));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    act(() => toast.remove());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => s.reject(answer(502)));
    expect(await screen.findByText(FAILURE_MESSAGE)).toBeInTheDocument();
  });
});
