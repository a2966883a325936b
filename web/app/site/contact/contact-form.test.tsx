import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import type { ReactNode } from 'react';
import { Outlet, createRoutesStub } from 'react-router';
import { DEFAULT_QUOTE_SERVICES, isSubmissionKey } from '@cadmax/contract';
import { SITE_LAYOUT_ID } from '../../lib/meta';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteToaster } from '../../components/toaster';
import { catalogue } from '../../i18n/catalogue.server';
import { ApplicationForm } from '../career-detail/application-form';
import { ContactForm } from './contact-form';

/** The form with the seeded list (the spec's three). */
const DefaultForm = () => <ContactForm services={DEFAULT_QUOTE_SERVICES} />;

afterEach(() => {
  act(() => toast.remove());
});

const ROOT_DATA = { locale: 'en', messages: catalogue('en') };

/** The form on its page's route, whose action records what the browser would post; `actionData` as the server rendered it. */
function onPage(form: () => ReactNode, actionData?: object) {
  const posted: Record<string, unknown>[] = [];
  const Stub = createRoutesStub([
    {
      // The root's data: the page's locale and catalogue (root.tsx).
      id: 'root',
      Component: Outlet,
      loader: () => ROOT_DATA,
      children: [
        {
          id: SITE_LAYOUT_ID,
          Component: Outlet,
          loader: () => ({}),
          children: [
            {
              id: 'page',
              path: '/page',
              Component: form,
              action: async ({ request }) => {
                posted.push(Object.fromEntries(await request.formData()));
                return { status: true, message: 'Sent.' };
              },
            },
          ],
        },
      ],
    },
  ]);
  render(
    <>
      <Stub
        initialEntries={['/page']}
        hydrationData={{
          loaderData: { root: ROOT_DATA, [SITE_LAYOUT_ID]: {} },
          ...(actionData ? { actionData: { page: actionData } } : {}),
        }}
      />
      <SiteToaster />
    </>,
  );
  return posted;
}

/** Types Asha Mehta's enquiry for an office into the quote form and sends it; without `phone` the phone stays empty. */
async function sendOfficeEnquiry({ phone, message }: { phone?: string; message: string }) {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Mehta');
  await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  if (phone) await userEvent.type(screen.getByLabelText(/^Phone/), phone);
  await userEvent.selectOptions(screen.getByLabelText(/^Service/), 'Office');
  await userEvent.type(screen.getByLabelText(/^Message/), message);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm', () => {
  it('labels every field, offers the three service values and hides the honeypot', () => {
    onPage(DefaultForm);
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Service/, /^Message/])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('placeholder', 'Enter 10-digit phone number');
    const options = within(screen.getByLabelText(/^Service/)).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select a service'],
      ['home', 'Home Renovation'],
      ['Office', 'Office Setup'],
      ['Commercial', 'Commercial Design'],
    ]);
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers the services the site admin keeps, in their order (R-3.13)', () => {
    onPage(() => (
      <ContactForm
        services={[
          { value: 'Topographical Survey', label: 'Topographical Survey' },
          { value: 'home', label: 'Home Renovation and Repair' },
        ]}
      />
    ));
    const options = within(screen.getByLabelText(/^Service/)).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select a service'],
      ['Topographical Survey', 'Topographical Survey'],
      ['home', 'Home Renovation and Repair'],
    ]);
  });

  it("requires the phone too: 'Please fill out all fields.' when only it is missing", async () => {
    const posted = onPage(DefaultForm);
    await sendOfficeEnquiry({ message: 'An office fit-out of 4,000 sq ft.' });
    expect(await screen.findByText('Please fill out all fields.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(posted).toHaveLength(0);
  });

  it('posts every field, the honeypot included, to its page (a plain form without JavaScript)', async () => {
    const posted = onPage(DefaultForm);
    const form = screen.getByRole('form', { name: 'Get a Free Quote' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/page');
    for (const field of form.querySelectorAll('input, select, textarea')) expect(field).not.toBeDisabled();
    await sendOfficeEnquiry({ phone: '98290-12345', message: 'An office fit-out.' });
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name: 'Asha Mehta',
        email: 'asha@example.in',
        phone_number: '9829012345',
        services: 'Office',
        message: 'An office fit-out.',
        website: '',
        submission_key: expect.any(String),
        source_page: '',
      },
    ]);
    expect(isSubmissionKey(String(posted[0]?.submission_key))).toBe(true);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('sends a key made for this page view, and a new one for the next enquiry after a success', async () => {
    const posted = onPage(DefaultForm);
    await sendOfficeEnquiry({ phone: '9829012345', message: 'First.' });
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    await sendOfficeEnquiry({ phone: '9829012345', message: 'Second.' });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    const [first, next] = posted.map((p) => String(p.submission_key));
    expect(isSubmissionKey(first!)).toBe(true);
    expect(isSubmissionKey(next!)).toBe(true);
    expect(next).not.toBe(first);
  });

  it('gives each page view its own key (none comes from the server, whose pages are shared)', async () => {
    const keyOfView = async () => {
      onPage(DefaultForm);
      const field = await vi.waitFor(() => {
        const input = document.querySelector<HTMLInputElement>('input[name="submission_key"]');
        expect(input?.value).toBeTruthy();
        return input!;
      });
      const key = field.value;
      cleanup();
      return key;
    };
    const [a, b] = [await keyOfView(), await keyOfView()];
    expect(isSubmissionKey(a)).toBe(true);
    expect(b).not.toBe(a);
  });

  it('keeps the key that was sent when the server rendered a refusal, so sending again is a repeat', () => {
    const sent = 's'.repeat(22);
    onPage(DefaultForm, {
      status: false,
      message: 'Something went wrong, please try again.',
      values: { name: 'Asha Mehta', submission_key: sent },
    });
    expect(document.querySelector('input[name="submission_key"]')).toHaveValue(sent);
  });

  it('shows a refusal the server rendered: the message, the fields as sent, the empty ones marked', () => {
    onPage(DefaultForm, {
      status: false,
      message: 'Please fill out all fields.',
      values: { name: 'Asha Mehta', email: 'asha@example.in', phone_number: '', services: 'home', message: '' },
      missing: ['phone_number', 'message'],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Mehta');
    expect(screen.getByLabelText(/^Service/)).toHaveValue('home');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a success the server rendered as a status, with the form empty', () => {
    onPage(DefaultForm, {
      status: true,
      message: 'Thank you! Your enquiry has been sent. We will get back to you soon.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your enquiry has been sent.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });
});

describe('ApplicationForm', () => {
  const titles = ['Architect', 'Interior Designer', 'Surveying Engineer', 'Urban Planner', 'GIS Analyst'];
  const positions = titles.map((title) => ({ value: title, label: title }));

  it('offers the openings it is given, preselects the role and has an optional resume field', () => {
    onPage(() => <ApplicationForm positions={positions} defaultPosition="GIS Analyst" />);
    const select = screen.getByLabelText(/^Position/);
    expect(select).toHaveValue('GIS Analyst');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', ...titles]);
    for (const label of [/^Name/, /^Email/, /^Phone/, /^City/, /^Resume/])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Resume/)).toHaveAttribute('type', 'file');
  });

  it('sends the English title of a position it shows in Hindi (D-15: what the CMS checks)', () => {
    const hindi = [
      { value: 'Architect', label: 'आर्किटेक्ट' },
      { value: 'Urban Planner', label: 'Urban Planner' },
    ];
    onPage(() => <ApplicationForm positions={hindi} defaultPosition="Architect" />);
    const select = screen.getByLabelText(/^Position/);
    expect(select).toHaveValue('Architect');
    expect(within(select).getByRole('option', { name: 'आर्किटेक्ट' })).toHaveAttribute('value', 'Architect');
  });

  it("shows 'Please fill out all fields.' without the city", async () => {
    const posted = onPage(() => <ApplicationForm positions={positions} defaultPosition="Architect" />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rohit Sharma');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rohit@example.in');
    await userEvent.type(screen.getByLabelText(/^Phone/), '9829012345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please fill out all fields.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('is a multipart form, so the browser sends the resume without JavaScript', () => {
    onPage(() => <ApplicationForm positions={positions} defaultPosition="Architect" />);
    const form = screen.getByRole('form', { name: 'Apply for this role' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(screen.getByLabelText(/^Resume/)).toHaveAttribute('name', 'resume');
  });
});
