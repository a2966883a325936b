import { FILE_MAX_BYTES, FILE_TOO_LARGE, REQUEST_TOO_LARGE, messages } from '@cadmax/contract';

/**
 * The site's own words in English (D-15): what the code writes on the public pages, as opposed to what editors write
 * in the CMS. hi.ts holds the same keys in Hindi. A page gets its locale's catalogue in the root loader's data
 * (catalogue.server.ts), never both in the bundle; `{name}` marks a value filled in by `fill` (i18n/messages.ts).
 * The contract's messages that the public forms show keep their English in @cadmax/contract (messages.ts).
 */
export const en = {
  /** The BCP 47 tag dates and numbers are written with (Intl), in IST. */
  intlLocale: 'en-IN',
  skipToContent: 'Skip to content',
  /** R-2.1's navigation table (desktop and phone labels) and R-2.6's footer links. */
  nav: {
    label: 'Main',
    home: 'Home',
    homeMobile: 'Home',
    about: 'Why Us',
    aboutMobile: 'About',
    services: 'Services',
    servicesMobile: 'Services',
    projects: 'Our Project',
    projectsMobile: 'Our Project',
    careers: 'Careers',
    careersMobile: 'Career',
    contact: 'Contact',
    contactMobile: 'Contact',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    homeOf: '{company} home',
    searchLabel: 'Search the site',
    searchPlaceholder: 'Search',
    search: 'Search',
  },
  footer: {
    label: 'Footer',
    explore: 'Explore',
    visitUs: 'Visit us',
    social: 'Social media',
    onNetwork: '{company} on {network}',
    home: 'Home',
    about: 'About Us',
    services: 'Services',
    projects: 'Our Project',
    blog: 'Blog',
    career: 'Career',
    contact: 'Contact',
    rights: 'All rights reserved.',
  },
  /** The language switch (header and footer): each label is in its own language. */
  language: {
    label: 'Language',
    current: 'Current language',
  },
  /** A record that has no Hindi version yet is shown in English with this note. */
  fallbackNote: 'This content is available in English only for now.',
  newsletter: {
    title: 'Newsletter',
    intro: 'News from our studio: projects, planning insights and openings, a few times a year.',
    emailLabel: 'Your email',
    submit: 'Subscribe',
    consent: 'I agree to receive the Cadmax newsletter and can unsubscribe at any time.',
    pageTitle: 'Newsletter',
    backHome: 'Back to home',
    useFooter: 'Sign up with the form at the foot of this page.',
  },
  forms: {
    processing: 'Processing..',
    failure: 'Something went wrong, please try again.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    city: 'City',
    honeypot: 'Website',
    contactTitle: 'Get a Free Quote',
    contactSubmit: 'Send Message',
    service: 'Service',
    selectService: 'Select a service',
    applyTitle: 'Apply for this role',
    applySubmit: 'Submit Application',
    position: 'Position',
    selectPosition: 'Select a position',
    resume: `Resume (PDF, DOC or DOCX, up to ${FILE_MAX_BYTES / (1024 * 1024)} MB)`,
    required: 'required',
  },
  /** The contract's messages (@cadmax/contract) a public form or page shows, by their key there. */
  contract: {
    fillAllFields: messages.fillAllFields,
    invalidEmail: messages.invalidEmail,
    phoneUpTo10: messages.phoneUpTo10,
    invalidService: messages.invalidService,
    invalidPosition: messages.invalidPosition,
    consentRequired: messages.consentRequired,
    invalidSubmissionKey: messages.invalidSubmissionKey,
    honeypotFilled: messages.honeypotFilled,
    uploadsBusy: messages.uploadsBusy,
    uploadTooSlow: messages.uploadTooSlow,
    uploadsUnavailable: messages.uploadsUnavailable,
    resumeNetworkCap: messages.resumeNetworkCap,
    unsubscribeInvalid: messages.unsubscribeInvalid,
    unsubscribed: messages.unsubscribed,
    alreadyUnsubscribed: messages.alreadyUnsubscribed,
    contactSent: messages.contactSent,
    applicationSent: messages.applicationSent,
    subscribed: messages.subscribed,
    pageRemoved: messages.pageRemoved,
    fileTooLarge: FILE_TOO_LARGE,
    requestTooLarge: REQUEST_TOO_LARGE,
  },
  /** The headings, buttons and lines the pages' code writes (the records' own text comes from the CMS). */
  pages: {
    homeEyebrow: 'Since {year} · Jaipur, Rajasthan',
    getQuote: 'Get a quote',
    ourProject: 'Our Project',
    moreAboutUs: 'More About Us',
    whatWeDo: 'What we do',
    ourServices: 'Our Services',
    whyUs: 'Why us',
    whyChooseUs: 'Why Choose Us',
    portfolio: 'Portfolio',
    ourWork: 'Our Work',
    whereWeWork: 'Where we work',
    statesWeServe: 'Popular States We Serve',
    trustedBy: 'Trusted by',
    clientsAndPartners: 'Our Client and Partners',
    testimonials: 'Testimonials',
    clientsSay: 'What Our Clients Say',
    ctaTitle: "Planning a township, a campus or a home? Let's shape it together.",
    contactUs: 'Contact us',
    servicesTitle: 'Explore our services',
    servicesIntro: 'Five disciplines under one roof, so a project moves from land to landmark without changing hands.',
    projectsTitle: 'Our Projects',
    upcoming: 'Upcoming Project',
    contactTitle: 'Contact Us',
    contactEyebrow: "Let's talk",
    contactLead: 'Tell us about your land, building or interior. We answer every enquiry within one working day.',
    address: 'Address',
    careersTitle: 'Careers at {company}',
    careersEyebrow: 'Join us',
    careersLead:
      'Work on townships, campuses and homes across Rajasthan with a team that has shaped Jaipur since {year}.',
    blog: 'Blog',
    relatedBlogs: 'Related Blogs',
    careers: 'Careers',
    blogTitle: 'Blogs and Upcoming Project',
    gallery: 'Gallery',
    projectGallery: 'Project Gallery',
    testimonial: 'Testimonial',
    clientSaid: 'What This Client said about Us',
    expertise: 'Our Expertise',
    scope: 'Scope',
    whatWeOffer: 'What We Offer',
    responsibilities: 'Responsibilities',
    skills: 'Required Skills and Qualifications',
    currentOpenings: 'Current Openings',
    viewDetails: 'View Details',
  },
  /** Each page's title and description for search engines and shares, where the page's own data does not give them. */
  meta: {
    blogDescription:
      'Notes on planning, approvals, surveys and design from our Jaipur studio, and the projects launching next.',
    careersDescription:
      'Open positions for architects, interior designers, surveying engineers and urban planners in Jaipur.',
    careerTitle: '{title} – Careers',
    contactTitle: 'Contact',
    contactDescription:
      'Talk to {company} in Jaipur about planning, architecture, survey or interior work. Get a free quote.',
    newsletterDescription: 'Sign up for the studio newsletter.',
    projectsDescription:
      'Townships, surveys, offices, farms, riverfronts and industrial parks planned and designed across Rajasthan.',
    servicesDescription: 'Urban planning, real estate, infrastructure, architecture and interior design: {services}.',
    searchDescription: 'Search the projects, services, blogs and job openings.',
  },
  /** The search page (D-8.12). */
  search: {
    title: 'Search',
    titleFor: 'Search: {query}',
    label: 'Projects, services, blogs and job openings',
    submit: 'Search',
    prompt: 'Type a word or a name: a place, a service, a project or a job title.',
    noResults: 'No results for {query}.',
    tryElse: 'Check the spelling or try a shorter word, or browse the {projects}, {services}, {blogs} and {openings}.',
    browse: { projects: 'projects', services: 'services', blogs: 'blogs', openings: 'job openings' },
    oneResult: '1 result for {query}',
    results: '{total} results for {query}',
    pageOf: 'page {page} of {pages}',
    pastLast: 'This page is past the last one.',
    backToFirst: 'Back to the first page',
    pagesLabel: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    kinds: { project: 'Project', service: 'Service', blog: 'Blog', opening: 'Job opening' },
  },
  /** The about page's own text (R-2.8's sections around the CMS's records). */
  about: {
    title: 'Why Us',
    metaDescription:
      'Why {company}: town planners, architects, surveyors and interior designers in Jaipur since {year}.',
    eyebrow: '{company} · since {year}',
    profileTitle: 'Company Profile',
    profileText:
      '{company} is a multidisciplinary consultancy for urban planning, infrastructure, real estate, architecture, land survey and interior design, working from {address}. With 20 years of experience and the best urban planning firm award in 2025, we take projects from a first survey to the finished interior.',
    pillarsLabel: 'Mission and vision',
    pillars: [
      {
        title: 'Our Mission',
        text: 'To plan and design places that work for the people who live in them: legally sound layouts, buildable drawings and interiors that age well, delivered on the timelines our clients commit to their buyers.',
      },
      {
        title: 'Our Vision',
        text: 'To be the consultancy Rajasthan turns to when land becomes a landmark: trusted by developers, institutions and families for planning that respects climate, heritage and growth.',
      },
    ],
    recognition: 'Recognition',
    awardsTitle: 'Honours and Achievements',
    awardsLabel: 'Honours and achievements',
    aboutTitle: 'About Us',
    points: [
      'Town planning and layout approvals with JDA, RIICO and urban local bodies',
      'Architecture for residential, commercial, institutional and industrial projects',
      'DGPS and total-station land surveys, contour and topographical mapping',
      'Infrastructure design: roads, drainage, water supply and street lighting',
      'Interior design from concept to on-site execution',
      'One team from feasibility to completion, in Jaipur since 2005',
    ],
    people: 'People',
    teamTitle: 'Meet Our Team',
    teamLabel: 'Our team',
    valuesEyebrow: 'Values',
    valuesTitle: 'What We Stand For',
    values: [
      {
        title: 'Integrity',
        description:
          'Honest advice on what a site can and cannot carry, even when the answer is not the one a client hoped for.',
      },
      {
        title: 'Craft',
        description:
          'Drawings checked twice, measurements taken on the ground and details that contractors can build without guessing.',
      },
      {
        title: 'Responsibility',
        description:
          'Designs that work with the desert climate, save water and leave room for the city that will grow around them.',
      },
    ],
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for has moved, or never existed.',
    notFoundDescription: 'The page you are looking for could not be found.',
    removedTitle: 'Page removed',
    /** The spec's fixed heading of the error page: the same in every language. */
    errorTitle: 'Unexpected Application Error!',
    errorMetaTitle: 'Something went wrong',
    chunkText: 'Part of this page could not be loaded. Check your connection and try again.',
    errorText: 'Something went wrong while showing this page. Please try again.',
    tryAgain: 'Try again',
    backHome: 'Back to home',
    contactUs: 'Contact us',
  },
} as const;

/** A catalogue: the English one's keys, each a string (a missing or extra key in hi.ts fails the typecheck). */
type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type Messages = Catalogue<typeof en>;
