import { DEFAULT_QUOTE_SERVICES, quoteServiceMessages } from '@cadmax/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/client';
import { QuoteServicesForm } from './quote-services-form';

/** The CMS stand-in: GET answers the seeded list, POST records the body and answers it saved. */
function answerWith(posted: unknown[]) {
  interceptor = http().interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // The body as sent (the interceptor runs before axios serialises it).
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as { services: unknown };
    if (config.method === 'post') posted.push(body);
    const services = config.method === 'post' ? body.services : DEFAULT_QUOTE_SERVICES;
    config.adapter = async () => ({
      data: { status: true, message: 'Quote services saved.', data: { services, inUse: [] } },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    return config;
  });
}

let interceptor: number | undefined;
afterEach(() => {
  if (interceptor !== undefined) http().interceptors.request.eject(interceptor);
  interceptor = undefined;
});

const names = () => screen.getAllByRole('textbox', { name: /^Service \d+$/ }).map((i) => (i as HTMLInputElement).value);

// Typing a dozen names takes a while on a loaded machine.
describe('the quote services editor (R-3.13)', { timeout: 30_000 }, () => {
  it('adds, moves and removes from the keyboard, keeping the focus, and saves the list in order', async () => {
    const posted: unknown[] = [];
    answerWith(posted);
    render(<QuoteServicesForm />);
    expect(await screen.findByDisplayValue('Home Renovation')).toBeInTheDocument();
    expect(names()).toEqual(DEFAULT_QUOTE_SERVICES.map((s) => s.label));

    await userEvent.type(screen.getByLabelText('New service'), ' Land Surveys {Enter}');
    expect(names()).toEqual(['Home Renovation', 'Office Setup', 'Commercial Design', 'Land Surveys']);
    expect(screen.getByLabelText('New service')).toHaveValue('');

    screen.getByRole('button', { name: 'Move Land Surveys up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move Land Surveys up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    // At the top its up button is disabled: the focus moves to its down button.
    expect(names()).toEqual(['Land Surveys', 'Home Renovation', 'Office Setup', 'Commercial Design']);
    expect(screen.getByRole('button', { name: 'Move Land Surveys up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Land Surveys down' })).toHaveFocus();

    screen.getByRole('button', { name: 'Remove Office Setup' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Land Surveys', 'Home Renovation', 'Commercial Design']);

    await userEvent.click(screen.getByRole('button', { name: 'Save Services' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      services: [
        { value: '', label: 'Land Surveys' },
        { value: 'home', label: 'Home Renovation' },
        { value: 'Commercial', label: 'Commercial Design' },
      ],
    });
  });

  it('refuses a repeat and a too-short name with the contract’s messages, sending nothing', async () => {
    const posted: unknown[] = [];
    answerWith(posted);
    render(<QuoteServicesForm />);
    await screen.findByDisplayValue('Home Renovation');
    await userEvent.type(screen.getByLabelText('New service'), 'office setup{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(quoteServiceMessages.duplicate('office setup'));
    expect(names()).toHaveLength(3);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Service 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Service 1' }), 'H');
    await userEvent.click(screen.getByRole('button', { name: 'Save Services' }));
    expect(screen.getByRole('alert')).toHaveTextContent(quoteServiceMessages.length('H'));
    expect(posted).toEqual([]);
  });

  it('keeps at least one service and at most twelve', async () => {
    answerWith([]);
    render(<QuoteServicesForm />);
    await screen.findByDisplayValue('Home Renovation');
    for (const name of ['Office Setup', 'Commercial Design'])
      await userEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
    expect(screen.getByRole('button', { name: 'Remove Home Renovation' })).toBeDisabled();
    for (let i = 2; i <= 12; i++) await userEvent.type(screen.getByLabelText('New service'), `Service no ${i}{Enter}`);
    expect(names()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Add service' })).toBeDisabled();
  });
});
