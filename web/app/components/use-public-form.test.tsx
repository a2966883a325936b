import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createRoutesStub, Form, useActionData, useNavigation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE } from '@cadmax/contract';
import { FAILURE_MESSAGE } from './toast';
import { SiteToaster } from './toaster';
import { MISSING_FIELDS_MESSAGE, PROCESSING_LABEL, usePublicForm, type FormResult } from './use-public-form';

function Harness() {
  const navigation = useNavigation();
  const { formRef, onSubmit, submitting, field } = usePublicForm({
    required: ['name', 'city'],
    result: useActionData<FormResult>(),
    busy: navigation.state !== 'idle' && navigation.formMethod === 'POST',
    file: 'resume',
  });
  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
      <label htmlFor="n">Name</label>
      <input id="n" {...field('name')} />
      <label htmlFor="c">City</label>
      <input id="c" {...field('city')} />
      <label htmlFor="r">Resume</label>
      <input id="r" name="resume" type="file" />
      <button type="submit" disabled={submitting}>
        {submitting ? PROCESSING_LABEL : 'Send'}
      </button>
    </Form>
  );
}

/** The page's route with an action that records what React Router posted and answers when the test says so. */
function page() {
  const calls: Record<string, unknown>[] = [];
  let answer: (result: FormResult) => void = () => {};
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Harness,
      action: async ({ request }) => {
        calls.push(Object.fromEntries(await request.formData()));
        return new Promise<FormResult>((resolve) => (answer = resolve));
      },
    },
  ]);
  render(
    <>
      <Stub />
      <SiteToaster />
    </>,
  );
  return { calls, answer: (result: FormResult) => act(async () => answer(result)) };
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Name'), 'Asha Mehta');
  await userEvent.type(screen.getByLabelText('City'), 'Jaipur');
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

/** Submits, and expects the form to refuse on the page with `message` and post nothing. */
async function expectRefusedUnsent(p: ReturnType<typeof page>, message: string) {
  await send();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(p.calls).toHaveLength(0);
}

afterEach(() => {
  act(() => toast.remove());
});

describe('usePublicForm (R-5.1, R-5.2, R-8.1 to R-8.3)', () => {
  it("shows 'Please fill out all fields.' and sends nothing when a field is empty", async () => {
    const p = page();
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await expectRefusedUnsent(p, MISSING_FIELDS_MESSAGE);
  });

  it('treats whitespace-only values as missing', async () => {
    const p = page();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.type(screen.getByLabelText('City'), 'Jaipur');
    await expectRefusedUnsent(p, MISSING_FIELDS_MESSAGE);
  });

  it('refuses a resume over the upload limit before sending it', async () => {
    const p = page();
    await fill();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Resume'), big);
    await expectRefusedUnsent(p, FILE_TOO_LARGE);
  });

  it("reads 'Processing..', is disabled and ignores a second submit while sending, then resets on success", async () => {
    const p = page();
    await fill();
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    const button = await screen.findByRole('button', { name: PROCESSING_LABEL });
    expect(button).toBeDisabled();
    await waitFor(() => expect(p.calls).toHaveLength(1));
    expect(p.calls[0]).toMatchObject({ name: 'Asha Mehta', city: 'Jaipur' });
    await p.answer({ status: true, message: 'Thank you, we will call you soon.' });
    expect(await screen.findByText('Thank you, we will call you soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(p.calls).toHaveLength(1);
  });

  it("shows the server's message on a refusal and keeps the values", async () => {
    const p = page();
    await fill();
    await send();
    await p.answer({ status: false, message: 'Too many requests. Please try again later.' });
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Mehta');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it("shows 'Something went wrong, please try again.' for a refusal without a message", async () => {
    const p = page();
    await fill();
    await send();
    await p.answer({ status: false, message: '' });
    expect(await screen.findByText(FAILURE_MESSAGE)).toBeInTheDocument();
  });
});
