import { describe, expect, it } from 'vitest';
import {
  blogBody,
  contactAddBody,
  jobAddBody,
  jobOpeningBody,
  loginBody,
  parseMessage,
  profileUpdateBody,
  projectBody,
  resetPasswordBody,
  subscribeBody,
  teamMemberBody,
  type Schema,
} from './schemas';
import { SERVICE_LABELS, SERVICE_OPTIONS, SERVICES } from './enums';
import { EMAIL_MAX, NAME_MAX, SKILLS_MAX } from './limits';
import { messages } from './messages';
import {
  DEFAULT_QUOTE_SERVICES,
  normalizeQuoteServices,
  quoteServiceLabel,
  quoteServiceMessages,
  quoteServicesProblem,
} from './quote-services';
import { hasControlChars, isSubmissionKey, newSubmissionKey, passwordProblem } from './rules';

/** The 400 message a body gets, or 'ok'. */
const answer = (schema: Schema, body: unknown) => {
  const result = parseMessage(schema, body);
  return result.ok ? 'ok' : result.message;
};

const contact = {
  name: ' Asha ',
  email: 'Asha@Example.COM',
  phone_number: '9829012345',
  services: 'Office',
  message: 'A quote, please.',
};

describe('contact-add', () => {
  it('accepts a filled form: trimmed, the address in lower case, the service as sent', () => {
    expect(parseMessage(contactAddBody, contact)).toEqual({
      ok: true,
      data: {
        name: 'Asha',
        email: 'asha@example.com',
        phone_number: '9829012345',
        services: 'Office',
        message: 'A quote, please.',
        source_page: '',
        language: 'en',
      },
    });
  });

  it("keeps the form's language (D-15), and anything that is not a locale's code as English, never refusing", () => {
    const language = (value: unknown) => {
      const parsed = parseMessage(contactAddBody, { ...contact, language: value });
      return parsed.ok ? parsed.data.language : parsed;
    };
    expect(language('hi')).toBe('hi');
    for (const other of ['en', 'HI', 'fr', '', 42, null, undefined]) expect(language(other)).toBe('en');
    // The newsletter's sign-up too.
    const signUp = (value: unknown) => parseMessage(subscribeBody, { email: 'a@b.in', consent: true, language: value });
    expect(signUp('hi')).toMatchObject({ ok: true, data: { language: 'hi' } });
    expect(signUp('fr')).toMatchObject({ ok: true, data: { language: 'en' } });
  });

  it('keeps a source page that is a page of the site (D-14.3), and anything else as not known, never refusing', () => {
    const source = (source_page: unknown) => {
      const parsed = parseMessage(contactAddBody, { ...contact, source_page });
      return parsed.ok ? parsed.data.source_page : parsed;
    };
    expect(source('/project/rudra-mahal')).toBe('/project/rudra-mahal');
    expect(source('/blog-details/abc?x=1')).toBe('/blog-details/abc');
    expect(source('/')).toBe('/');
    for (const other of ['/admin/dashboard', 'https://elsewhere.example/', 42, ['/'], null, undefined])
      expect(source(other)).toBe('');
  });

  it('refuses with the API messages, wrong types first, then missing fields, then each field in form order', () => {
    expect(answer(contactAddBody, { ...contact, name: 5, email: '' })).toBe('Name must be text.');
    expect(answer(contactAddBody, { ...contact, message: ['a', 'b'] })).toBe('Message must be text.');
    expect(answer(contactAddBody, { ...contact, email: '   ', name: 'x'.repeat(NAME_MAX + 1) })).toBe(
      messages.fillAllFields,
    );
    expect(answer(contactAddBody, {})).toBe('Please fill out all fields.');
    expect(answer(contactAddBody, { ...contact, name: 'x'.repeat(NAME_MAX + 1), email: 'nope' })).toBe(
      'Name must be at most 100 characters.',
    );
    expect(answer(contactAddBody, { ...contact, name: '😀'.repeat(NAME_MAX) })).toBe('ok');
    expect(answer(contactAddBody, { ...contact, email: 'nope', phone_number: 'x' })).toBe(
      'Please enter a valid email address.',
    );
    expect(answer(contactAddBody, { ...contact, email: `${'a'.repeat(EMAIL_MAX - 6)}@ex.com` })).toBe(
      messages.invalidEmail,
    );
    expect(answer(contactAddBody, { ...contact, email: `${'a'.repeat(EMAIL_MAX - 7)}@ex.com` })).toBe('ok');
    expect(answer(contactAddBody, { ...contact, phone_number: '98290123456' })).toBe(
      'Phone number must be digits only, at most 10.',
    );
    expect(answer(contactAddBody, { ...contact, phone_number: '98290 1234' })).toBe(messages.phoneUpTo10);
    // The service is checked against the stored list by the CMS; the schema bounds its length.
    expect(answer(contactAddBody, { ...contact, services: 'x'.repeat(61) })).toBe(
      'Service must be at most 60 characters.',
    );
    expect(answer(contactAddBody, { ...contact, message: 'x'.repeat(5001) })).toBe(
      'Message must be at most 5000 characters.',
    );
  });

  it('knows each service and its label once', () => {
    expect(SERVICES).toEqual(['home', 'Office', 'Commercial']);
    expect(SERVICE_OPTIONS.map((o) => o.label)).toEqual(['Home Renovation', 'Office Setup', 'Commercial Design']);
    expect(SERVICE_LABELS.Commercial).toBe('Commercial Design');
    for (const value of SERVICES) expect(answer(contactAddBody, { ...contact, services: value })).toBe('ok');
  });
});

describe('job-add and subscribe', () => {
  const application = {
    name: 'Ravi',
    email: 'ravi@example.com',
    phone_number: '98290',
    position: 'Architect',
    city: 'Jaipur',
  };
  it('checks an application like the contact form; the position is any text (the CMS matches it to an opening)', () => {
    expect(answer(jobAddBody, application)).toBe('ok');
    expect(answer(jobAddBody, { ...application, city: '' })).toBe(messages.fillAllFields);
    expect(answer(jobAddBody, { ...application, city: 'x'.repeat(101) })).toBe('City must be at most 100 characters.');
    expect(answer(jobAddBody, { ...application, position: 3 })).toBe('Position must be text.');
  });

  it('needs an address and a ticked box', () => {
    expect(answer(subscribeBody, {})).toBe('Email is required.');
    expect(answer(subscribeBody, { email: 'x@y' })).toBe(messages.invalidEmail);
    expect(answer(subscribeBody, { email: 'a@b.co' })).toBe('Please tick the box to agree to receive our newsletter.');
    expect(answer(subscribeBody, { email: 'a@b.co', consent: false })).toBe(messages.consentRequired);
    for (const ticked of [true, 'true', 'on', '1', 'yes'])
      expect(parseMessage(subscribeBody, { email: 'A@b.co', consent: ticked })).toEqual({
        ok: true,
        data: { email: 'a@b.co', consent: true, language: 'en' },
      });
  });
});

describe('admin account', () => {
  it('reads the login email as the lookup does and takes the password as typed', () => {
    expect(parseMessage(loginBody, { email: '  ADMIN@Cadmax.Local ', password: ' pw ' })).toEqual({
      ok: true,
      data: { email: 'admin@cadmax.local', password: ' pw ' },
    });
    expect(answer(loginBody, { email: 'a@b.co' })).toBe('Please enter your email and password.');
    expect(answer(loginBody, { email: ' ', password: 'x' })).toBe(messages.loginRequired);
    expect(answer(loginBody, { email: 'a@b.co', password: 42 })).toBe(messages.loginRequired);
  });

  it('resets a password under the policy, in the API order', () => {
    const body = {
      currentPassword: 'old one',
      newPassword: 'Jaipur-Pink-City-7',
      confirmPassword: 'Jaipur-Pink-City-7',
    };
    expect(answer(resetPasswordBody, body)).toBe('ok');
    expect(answer(resetPasswordBody, { ...body, newPassword: 5 })).toBe('Passwords must be text.');
    expect(answer(resetPasswordBody, { ...body, currentPassword: '' })).toBe(messages.fillAllFields);
    expect(answer(resetPasswordBody, { ...body, confirmPassword: 'other' })).toBe('Passwords do not match!');
    expect(answer(resetPasswordBody, { ...body, newPassword: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters.',
    );
    expect(answer(resetPasswordBody, { ...body, newPassword: 'Password123', confirmPassword: 'Password123' })).toBe(
      messages.passwordTrivial,
    );
  });

  it('applies the password policy: length in characters, size in bytes, trivial ones', () => {
    expect(passwordProblem('ééééééé')).toBe(messages.passwordTooShort);
    expect(passwordProblem('Jaipur-' + 'é'.repeat(32))).toBe(null);
    expect(passwordProblem('Jaipur-' + 'é'.repeat(33))).toBe(
      'Password must be at most 72 bytes (accented letters and symbols count 2 to 4).',
    );
    for (const trivial of ['aaaaaaaa', 'abababab', 'abcdefgh', '98765432', 'QWERTYUIOP'])
      expect(passwordProblem(trivial)).toBe(messages.passwordTrivial);
  });

  it('updates the profile: the phone is exactly 10 digits', () => {
    const body = { name: 'Admin', email: 'Admin@Cadmax.local', phone: '9829012345' };
    expect(parseMessage(profileUpdateBody, body)).toEqual({
      ok: true,
      data: { name: 'Admin', email: 'admin@cadmax.local', phone: '9829012345', currentPassword: '' },
    });
    expect(answer(profileUpdateBody, { ...body, phone: '98290' })).toBe('Phone number must be exactly 10 digits.');
    expect(answer(profileUpdateBody, { ...body, name: '' })).toBe(messages.fillAllFields);
  });
});

describe('admin content', () => {
  it('checks a blog: required fields one by one, then the limits', () => {
    const blog = { title: 'T', short_content: 'S', content: '<p>C</p>' };
    expect(answer(blogBody, blog)).toBe('ok');
    expect(answer(blogBody, { ...blog, title: '', content: '' })).toBe('Title is required.');
    expect(answer(blogBody, { ...blog, content: '' })).toBe('Content is required.');
    expect(answer(blogBody, { ...blog, short_content: 'x'.repeat(301) })).toBe(
      'Short content must be at most 300 characters.',
    );
    expect(answer(blogBody, { ...blog, meta_title: 'x'.repeat(256) })).toBe(
      'Meta title must be at most 255 characters.',
    );
  });

  it('checks a team member', () => {
    expect(answer(teamMemberBody, { name: 'N' })).toBe('Position is required.');
    expect(answer(teamMemberBody, { name: 'N', position: {} })).toBe('Position must be text.');
  });

  it('checks a job opening: skills one a line, a blank role follows the title', () => {
    const opening = { title: 'Architect', location: 'Jaipur', about: 'Design.' };
    expect(parseMessage(jobOpeningBody, { ...opening, skills: ' CAD \n\n Revit ' })).toMatchObject({
      ok: true,
      data: { role: 'Architect', skills: ['CAD', 'Revit'] },
    });
    expect(answer(jobOpeningBody, { title: 'A', about: 'B' })).toBe('Location is required.');
    expect(answer(jobOpeningBody, { ...opening, about: 'x'.repeat(301) })).toBe(
      'About must be at most 300 characters.',
    );
    expect(
      answer(jobOpeningBody, {
        ...opening,
        skills: Array.from({ length: SKILLS_MAX + 1 }, (_, i) => `s${i}`).join('\n'),
      }),
    ).toBe('Skills must be at most 30 lines.');
    expect(answer(jobOpeningBody, { ...opening, skills: 'x'.repeat(101) })).toBe(
      'Each skill must be at most 100 characters.',
    );
  });

  it('checks a project: optional fields left out when not sent, cleared with an empty value', () => {
    const project = { title: 'Tower', content: 'Summary', client: 'JDA', category: 'Planning', date: '2024-02-29' };
    const parsed = parseMessage(projectBody, { ...project, location: null, upcoming: 'true' });
    expect(parsed).toEqual({ ok: true, data: { ...project, location: '', upcoming: true } });
    expect(answer(projectBody, { ...project, date: '2023-02-29' })).toBe('Date must be a date in the form YYYY-MM-DD.');
    expect(answer(projectBody, { ...project, date: '29/02/2024' })).toBe('Date must be a date in the form YYYY-MM-DD.');
    expect(answer(projectBody, { ...project, client: '' })).toBe('Client is required.');
    expect(answer(projectBody, { ...project, upcoming: 'maybe' })).toBe('Upcoming must be true or false.');
    expect(answer(projectBody, { ...project, location: 'x'.repeat(151) })).toBe(
      'Location must be at most 150 characters.',
    );
    expect(answer(projectBody, { ...project, title: 12 })).toBe('Title must be text.');
  });
});

describe('the submission key', () => {
  it('makes 22-character base64url keys, each new', () => {
    const keys = Array.from({ length: 200 }, newSubmissionKey);
    expect(keys.every(isSubmissionKey)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('passes a key on, takes none, and refuses anything else on every public form', () => {
    const key = newSubmissionKey();
    const application = {
      name: 'A',
      email: 'a@b.in',
      phone_number: '9829012345',
      position: 'Architect',
      city: 'Jaipur',
    };
    const subscriber = { email: 'a@b.in', consent: true };
    for (const [schema, body] of [
      [contactAddBody, contact],
      [jobAddBody, application],
      [subscribeBody, subscriber],
    ] as const) {
      const parsed = schema.safeParse({ ...body, submission_key: key });
      expect(parsed.success && parsed.data.submission_key).toBe(key);
      expect(answer(schema, body)).toBe('ok');
      expect(answer(schema, { ...body, submission_key: '' })).toBe('ok');
      for (const bad of ['short', `${key}x`, `${key.slice(1)}+`, 42, [key]])
        expect(answer(schema, { ...body, submission_key: bad })).toBe(messages.invalidSubmissionKey);
    }
  });
});

describe('control characters', () => {
  it('finds C0, DEL and C1 controls, not ordinary text', () => {
    for (const bad of ['a\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u0085b', 'a\u009bb'])
      expect(hasControlChars(bad)).toBe(true);
    for (const good of ['Asha Mehta', 'José Ñ', 'राजस्थान', "O'Brien-Smith"]) expect(hasControlChars(good)).toBe(false);
  });

  it('refuses them in a name and a city, with one message per field', () => {
    expect(answer(contactAddBody, { ...contact, name: 'Asha\r\nBcc: x@y.in' })).toBe(
      'Name must be on one line, without tabs or control characters.',
    );
    const application = { name: 'A', email: 'a@b.in', phone_number: '9829012345', position: 'Architect' };
    expect(answer(jobAddBody, { ...application, city: 'Jaipur\tX' })).toBe(
      'City must be on one line, without tabs or control characters.',
    );
    expect(answer(contactAddBody, { ...contact, message: 'Line one.\nLine two.' })).toBe('ok');
  });
});

describe('the quote form’s services (R-3.13)', () => {
  const list = (...labels: string[]) => labels.map((label) => ({ label }));

  it('starts as the spec’s three and accepts a list of 1 to 12 distinct names of 2 to 60 characters', () => {
    expect(DEFAULT_QUOTE_SERVICES).toEqual(SERVICE_OPTIONS.map(({ value, label }) => ({ value, label })));
    expect(quoteServicesProblem(DEFAULT_QUOTE_SERVICES)).toBeNull();
    expect(quoteServicesProblem(list('ab'))).toBeNull();
    expect(quoteServicesProblem(list(...Array.from({ length: 12 }, (_, i) => `Service ${i}`)))).toBeNull();
    expect(quoteServicesProblem(list('x'.repeat(60)))).toBeNull();
  });

  it('refuses each broken rule with its message', () => {
    expect(quoteServicesProblem([])).toBe(quoteServiceMessages.tooFew);
    expect(quoteServicesProblem(list(...Array.from({ length: 13 }, (_, i) => `Service ${i}`)))).toBe(
      quoteServiceMessages.tooMany,
    );
    expect(quoteServicesProblem(list('a'))).toBe(quoteServiceMessages.length('a'));
    expect(quoteServicesProblem(list(' b  '))).toBe(quoteServiceMessages.length('b'));
    expect(quoteServicesProblem(list('x'.repeat(61)))).toBe(quoteServiceMessages.length('x'.repeat(61)));
    expect(quoteServicesProblem(list('Surveys', 'surveys '))).toBe(quoteServiceMessages.duplicate('surveys'));
    expect(
      quoteServicesProblem([
        { value: 'home', label: 'Homes' },
        { value: 'home', label: 'Houses' },
      ]),
    ).toBe(quoteServiceMessages.duplicate('Houses'));
    expect(quoteServicesProblem(list('Two\nlines'))).toBe(quoteServiceMessages.controlChars);
    expect(quoteServicesProblem('Surveys')).toBe(quoteServiceMessages.notAList);
    expect(quoteServicesProblem([{ label: 3 }])).toBe(quoteServiceMessages.notAList);
  });

  it('gives a new service its name as its value and keeps a renamed one’s value', () => {
    expect(normalizeQuoteServices([{ label: ' Urban Planning ' }, { value: 'home', label: 'Homes' }])).toEqual([
      { value: 'Urban Planning', label: 'Urban Planning' },
      { value: 'home', label: 'Homes' },
    ]);
  });

  it('labels a stored service from the list, else the spec’s label, else its value', () => {
    const offered = [{ value: 'home', label: 'Homes' }];
    expect(quoteServiceLabel('home', offered)).toBe('Homes');
    expect(quoteServiceLabel('Office', offered)).toBe('Office Setup');
    expect(quoteServiceLabel('Urban Planning', offered)).toBe('Urban Planning');
  });
});
