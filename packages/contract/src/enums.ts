/** the contact form's services. The values are stored and sent as they are; the labels are shown. */
export const SERVICE_OPTIONS = [
  { value: 'home', label: 'Home Renovation' },
  { value: 'Office', label: 'Office Setup' },
  { value: 'Commercial', label: 'Commercial Design' },
] as const;

export type Service = (typeof SERVICE_OPTIONS)[number]['value'];

export const SERVICES = SERVICE_OPTIONS.map((o) => o.value) as [Service, ...Service[]];

export const SERVICE_LABELS = Object.fromEntries(SERVICE_OPTIONS.map((o) => [o.value, o.label])) as Record<
  Service,
  string
>;

/** The label for a stored value; an unknown value (an old row) is shown as it is. */
export const serviceLabel = (value: string): string => SERVICE_LABELS[value as Service] ?? value;
