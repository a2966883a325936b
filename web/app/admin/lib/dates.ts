/** When a record was made or a note written, in the consultancy's own time zone (Jaipur). */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
