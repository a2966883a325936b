import { useState } from 'react';
import type { PipelineNote } from '../../api/types';
import type { PipelineOutcome } from './pipeline';

/**
 * The record a pipeline screen's dialog shows. While the record is on the page it is the freshly loaded row (the
 * list reloads after every write); once a write moves it out of a filtered list, the dialog keeps the copy the CMS
 * answered, so the admin still sees what was just done.
 */
export function useOpenRecord<T extends { _id: string; notes: PipelineNote[] }>(rows: T[]) {
  const [opened, setOpened] = useState<T | null>(null);
  return {
    record: opened && (rows.find((row) => row._id === opened._id) ?? opened),
    open: (row: T) => setOpened(row),
    close: () => setOpened(null),
    saved: ({ record, note }: PipelineOutcome<T>) =>
      setOpened((current) => {
        if (!current) return current;
        if (record) return record;
        return note ? { ...current, notes: [...current.notes, note] } : current;
      }),
  };
}
