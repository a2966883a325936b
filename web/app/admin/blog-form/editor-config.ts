/**
 * The rich-text toolbar: headers 1–6, font (serif, monospace), size
 * (small, large, huge), bold/italic/underline/strike, colour and background from
 * a 35-colour palette, blockquote, lists, indent, link, image, video, clean.
 */
export const PALETTE = [
  '#000000',
  '#e60000',
  '#ff9900',
  '#ffff00',
  '#008a00',
  '#0066cc',
  '#9933ff',
  '#ffffff',
  '#facccc',
  '#ffebcc',
  '#ffffcc',
  '#cce8cc',
  '#cce0f5',
  '#ebd6ff',
  '#bbbbbb',
  '#f06666',
  '#ffc266',
  '#ffff66',
  '#66b966',
  '#66a3e0',
  '#c285ff',
  '#888888',
  '#a10000',
  '#b26b00',
  '#b2b200',
  '#006100',
  '#0047b2',
  '#6b24b2',
  '#444444',
  '#5c0000',
  '#663d14',
  '#666600',
  '#003700',
  '#002966',
  '#3d1466',
] as const;

export const FONTS = [false, 'serif', 'monospace'] as const;
export const SIZES = ['small', false, 'large', 'huge'] as const;

export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ font: [...FONTS] }, { size: [...SIZES] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [...PALETTE] }, { background: [...PALETTE] }],
  ['blockquote', { list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  ['link', 'image', 'video'],
  ['clean'],
];

export const FORMATS = [
  'header',
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'blockquote',
  'list',
  'indent',
  'link',
  'image',
  'video',
];

/** Quill's empty document: treat it as no content. */
export const isBlankHtml = (html: string) =>
  html.replace(/<[^>]*>/g, '').trim() === '' && !/<(img|iframe)\b/i.test(html);
