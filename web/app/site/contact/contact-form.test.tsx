import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteToaster } from '../../components/toaster';
import { ApplicationForm } from '../career-detail/application-form';
import { ContactForm } from './contact-form';

afterEach(() => {
  act(() => toast.remove());
});

describe('ContactForm', () => {
  it('labels every field, offers the three service values and hides the honeypot', () => {
    render(<ContactForm />);
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Service/, /^Message/]) expect(screen.getByLabelText(label)).toBeInTheDocument();
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

  it("requires the phone too: 'Please fill out all fields.' when only it is missing", async () => {
    render(
      <>
        <ContactForm />
        <SiteToaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Mehta');
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.in');
    await userEvent.selectOptions(screen.getByLabelText(/^Service/), 'Office');
    await userEvent.type(screen.getByLabelText(/^Message/), 'An office fit-out of 4,000 sq ft.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please fill out all fields.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

describe('ApplicationForm', () => {
  const positions = ['Architect', 'Interior Designer', 'Surveying Engineer', 'Urban Planner', 'GIS Analyst'];

  it('offers the openings it is given, preselects the role and has an optional resume field', () => {
    render(<ApplicationForm positions={positions} defaultPosition="GIS Analyst" />);
    const select = screen.getByLabelText(/^Position/);
    expect(select).toHaveValue('GIS Analyst');
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', ...positions]);
    for (const label of [/^Name/, /^Email/, /^Phone/, /^City/, /^Resume/]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Resume/)).toHaveAttribute('type', 'file');
  });

  it("shows 'Please fill out all fields.' without the city", async () => {
    render(
      <>
        <ApplicationForm positions={positions} defaultPosition="Architect" />
        <SiteToaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rohit Sharma');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rohit@example.in');
    await userEvent.type(screen.getByLabelText(/^Phone/), '9829012345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please fill out all fields.')).toBeInTheDocument();
  });
});
