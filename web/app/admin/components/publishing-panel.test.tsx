import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@cadmax/contract';
import { PublishingPanel } from './publishing-panel';

const panel = (record: Parameters<typeof PublishingPanel>[0]['record']) => {
  const onSaveDraft = vi.fn();
  const onAction = vi.fn();
  render(<PublishingPanel type="blog" record={record} busy={false} onSaveDraft={onSaveDraft} onAction={onAction} />);
  return { onSaveDraft, onAction };
};

describe('PublishingPanel (D-11.5, drafts)', () => {
  it('offers only a draft save and a time for a new record', async () => {
    const { onSaveDraft } = panel(null);
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSaveDraft).toHaveBeenCalledWith();
  });

  it('schedules the time typed, read as IST whatever the browser’s zone (D-13.5), and not before one is typed', async () => {
    const { onSaveDraft } = panel(null);
    const schedule = screen.getByRole('button', { name: 'Publish at this time' });
    expect(schedule).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2030-05-01T09:30' } });
    expect(schedule).toBeEnabled();
    await userEvent.click(schedule);
    expect(onSaveDraft).toHaveBeenCalledWith('2030-05-01T04:00:00.000Z');
  });

  it('shows a draft’s state and offers Publish and Preview, not Unpublish', async () => {
    const { onAction } = panel({ _id: 'abc', state: 'draft', publishAt: null });
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onAction).toHaveBeenCalledWith('publish');
  });

  it('shows when a scheduled record goes live (IST), and offers Unpublish, which asks first (D-13.4)', async () => {
    const at = '2030-05-01T04:00:00.000Z';
    const { onAction } = panel({ _id: 'abc', state: 'scheduled', publishAt: at });
    expect(screen.getByText(/^Scheduled for /)).toBeInTheDocument();
    expect(screen.getByText('Scheduled for 1 May 2030, 9:30 am')).toBeInTheDocument();
    expect(screen.getByLabelText('Publish at')).toHaveValue('2030-05-01T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish' });
    expect(dialog).toHaveTextContent(messages.confirmUnpublish);
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
    expect(onAction).toHaveBeenCalledWith('unpublish');
  });

  it('names a published record with unpublished changes', () => {
    panel({ _id: 'abc', state: 'modified', publishAt: null });
    expect(screen.getByText('Published with unpublished changes')).toBeInTheDocument();
  });
});
