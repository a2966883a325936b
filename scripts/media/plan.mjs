// Every generated image: file name, slot, size, composition and alt text. The seed
// (cms/src/seed/content.ts) refers to these file names; the manifest carries the alt text.
import { blueprint, contourMap, interior, isometric } from './scenes/drawings.mjs';
import { farmhouse, industrial, palace, riverfront, skyline } from './scenes/landscape.mjs';
import { landmark } from './scenes/landmarks.mjs';
import { palette } from './lib/svg.mjs';
import { award, clientLogo, monogram, openGraph, portrait, siteLogo } from './scenes/marks.mjs';

/** Compositions by name, with the alt text each one earns. */
const SCENES = {
  skyline: [skyline, 'City skyline at dusk with lit windows reflected in the water'],
  'skyline-gold': [
    (w, h, r) => skyline(w, h, r, { mood: 'gold', water: false }),
    'Mid-rise towers against a golden evening sky',
  ],
  'skyline-day': [(w, h, r) => skyline(w, h, r, { mood: 'day' }), 'Residential towers by a lake in soft daylight'],
  blueprint: [blueprint, 'Blueprint floor plan with room areas, doors and dimension lines'],
  'blueprint-site': [
    (w, h, r) => blueprint(w, h, r, { label: 'SITE LAYOUT PLAN' }),
    'Blueprint site layout with plots, setbacks and dimensions',
  ],
  contour: [contourMap, 'Survey contour map with benchmarks, plot boundaries and a stream'],
  'contour-dark': [
    (w, h, r) => contourMap(w, h, r, { dark: true }),
    'Topographic survey contours drawn on a deep navy sheet',
  ],
  isometric: [isometric, 'Isometric massing model of a neighbourhood with roads and trees'],
  'isometric-dark': [
    (w, h, r) => isometric(w, h, r, { dark: true }),
    'Isometric model of towers around a central crossing at night',
  ],
  interior: [interior, 'Warm living room with an arched opening, sofa, rug and pendant lights'],
  'interior-rose': [
    (w, h, r) => interior(w, h, r, { wall: palette.rose }),
    'Lounge interior in rose and sandstone tones with pendant lamps',
  ],
  riverfront: [riverfront, 'River front promenade with stepped ghats, trees and lamp posts'],
  industrial: [industrial, 'Industrial park with saw-tooth roofed sheds, a chimney and a central road'],
  farmhouse: [farmhouse, 'Farmhouse with a terracotta roof among rolling fields'],
  palace: [palace, 'Rajput palace façade with arched jharokhas and chhatris reflected in a pool'],
  'palace-gold': [
    (w, h, r) => palace(w, h, r, { mood: 'gold', wall: '#efc7a8', pool: false }),
    'Pink sandstone palace façade with domed chhatris at sunset',
  ],
};

const img = (file, slot, width, height, alt) => ({ file, slot, width, height, alt });
const sceneImg = (file, slot, width, height, sceneName, subject) => {
  const [render, generic] = SCENES[sceneName];
  return {
    ...img(
      file,
      slot,
      width,
      height,
      subject ? `${subject}: ${generic.charAt(0).toLowerCase()}${generic.slice(1)}` : generic,
    ),
    render,
  };
};

export const PROJECTS = [
  ['cadmax-valley', 'Cadmax Valley', 'CV', ['isometric', 'contour', 'farmhouse', 'skyline-gold']],
  ['topographical-survey', 'Topographical Survey', 'TS', ['contour', 'contour-dark', 'blueprint-site', 'farmhouse']],
  ['cadmax-group-headoffice', 'Cadmax Group Head Office', 'CG', ['skyline', 'interior', 'isometric', 'blueprint']],
  ['ravi-kiran-vihar', 'Ravi Kiran Vihar', 'RK', ['isometric', 'skyline-day', 'blueprint-site', 'farmhouse']],
  ['shivam-majestic', 'Shivam Majestic', 'SM', ['skyline', 'isometric-dark', 'interior']],
  ['sukoon-farms', 'Sukoon Farms', 'SF', ['farmhouse', 'contour', 'interior-rose', 'riverfront']],
  [
    'dravyawati-river',
    'Dravyawati River Front',
    'DR',
    ['riverfront', 'contour-dark', 'skyline-gold', 'blueprint-site'],
  ],
  [
    'mangalam-vishwakarma-industrial-park',
    'Mangalam Vishwakarma Industrial Park',
    'MV',
    ['industrial', 'blueprint-site', 'isometric', 'contour'],
  ],
  ['govind-bagh', 'Govind Bagh', 'GB', ['farmhouse', 'palace-gold', 'interior']],
  ['kedia-landmark', 'Kedia Landmark', 'KL', ['skyline-gold', 'isometric', 'interior-rose']],
  ['rudra-mahal', 'Rudra Mahal', 'RM', ['palace', 'palace-gold', 'interior', 'blueprint']],
  ['riyasat-ecopark', 'Riyasat Ecopark', 'RE', ['riverfront', 'farmhouse', 'contour']],
  ['riyasat-sankalp', 'Riyasat Sankalp', 'RS', ['isometric-dark', 'skyline-day', 'blueprint']],
  ['shivam-magnus', 'Shivam Magnus', 'SG', ['skyline', 'isometric-dark', 'interior', 'blueprint']],
];

export const SERVICES = [
  [
    'urban-planning',
    'Urban Planning',
    'UP',
    'isometric',
    'contour',
    ['isometric', 'contour', 'blueprint-site', 'skyline-day', 'riverfront'],
  ],
  [
    'real-state',
    'Real Estate',
    'RE',
    'skyline',
    'isometric-dark',
    ['skyline-gold', 'isometric', 'interior', 'blueprint', 'farmhouse'],
  ],
  [
    'infrastructure',
    'Infrastructure',
    'IN',
    'industrial',
    'riverfront',
    ['industrial', 'riverfront', 'contour-dark', 'blueprint-site', 'isometric-dark'],
  ],
  [
    'architecture',
    'Architecture',
    'AR',
    'palace',
    'blueprint',
    ['blueprint', 'palace-gold', 'isometric', 'skyline', 'farmhouse', 'interior'],
  ],
  [
    'interior-designing',
    'Interior Designing',
    'ID',
    'interior',
    'interior-rose',
    ['interior', 'interior-rose', 'blueprint', 'interior', 'palace-gold'],
  ],
];

export const STATES = [
  ['rajasthan', 'Rajasthan', 'hawa-mahal', 'A pink sandstone palace of latticed windows, in the spirit of Jaipur'],
  ['hariyana', 'Hariyana', 'fields', 'Golden wheat fields and a farmstead under an evening sky'],
  ['uttrakhand', 'Uttrakhand', 'mountains', 'Snow-capped Himalayan peaks above a hill temple'],
  ['punjab', 'Punjab', 'golden-temple', 'A gilded temple with domes beside a sacred pool'],
  ['maharashtra', 'Maharashtra', 'gateway', 'A monumental basalt gateway on the sea front'],
  ['madhya-pradesh', 'Madhya Pradesh', 'stupa', 'An ancient stupa with its carved stone gateway'],
  ['telangana', 'Telangana', 'charminar', 'A four-minaret arch monument at the heart of an old city'],
  ['gujrat', 'Gujrat', 'stepwell', 'A carved stepwell with terraced stone stairs and pavilions'],
  ['chennai', 'Chennai', 'gopuram', 'A tiered temple gopuram in ochre and terracotta by the coast'],
  ['bangalore', 'Bangalore', 'garden-city', 'Glass towers rising behind the trees of the garden city'],
];

export const CLIENTS = [
  ['Shivam Developers', 'Residential towers · Jaipur'],
  ['Riyasat Group', 'Townships & eco parks'],
  ['Mangalam Build', 'Industrial & commercial'],
  ['Kedia Realty', 'Landmark commercial spaces'],
  ['JDA Jaipur', 'Development authority'],
  ['Rudra Heritage', 'Heritage hospitality'],
  ['Ravi Kiran Homes', 'Plotted colonies'],
  ['Sukoon Estates', 'Farmhouses & retreats'],
  ['Govind Infra', 'Roads & utilities'],
];

export const AWARDS = [
  ['Best Urban Planning Firm 2025', 2025],
  ['Excellence in Heritage Architecture', 2022],
  ['Rajasthan Infrastructure Design Award', 2019],
];

export const TEAM_COUNT = 10;
export const FEATURED = ['skyline', 'isometric-dark', 'palace-gold', 'riverfront'];
export const BLOGS = [
  'isometric',
  'contour',
  'palace',
  'interior',
  'riverfront',
  'blueprint',
  'farmhouse',
  'skyline-gold',
  'industrial',
];
export const JOBS = [
  ['architect', 'blueprint', 'Architect'],
  ['interior-designer', 'interior', 'Interior Designer'],
  ['surveying-engineer', 'contour', 'Surveying Engineer'],
  ['urban-planner', 'isometric', 'Urban Planner'],
];
const HEROES = [
  ['home', 1920, 1080, 'palace'],
  ['about', 1920, 800, 'skyline-gold'],
  ['services', 1920, 800, 'blueprint'],
  ['project', 1920, 800, 'isometric-dark'],
  ['blog', 1920, 800, 'riverfront'],
  ['contact', 1920, 800, 'skyline'],
  ['career', 1920, 800, 'interior'],
];

/** The full list, in a stable order. */
export function buildPlan() {
  const plan = [];
  for (const [name, w, h, scene] of HEROES) plan.push(sceneImg(`hero-${name}.jpg`, 'hero', w, h, scene));
  plan.push({
    ...img('og-image.jpg', 'og', 1200, 630, 'Cadmax: Shaping Land into Landmarks, over a Jaipur skyline at dusk'),
    render: openGraph,
  });
  plan.push({ ...img('site-logo.png', 'site-logo', 400, 400, 'Cadmax logo'), render: (w) => siteLogo(w) });
  SERVICES.forEach(([slug, title, letters, main, second, features], i) => {
    plan.push(sceneImg(`service-${slug}.jpg`, 'service', 1200, 800, main, title));
    plan.push(sceneImg(`service-${slug}-2.jpg`, 'service', 1200, 800, second, `${title} expertise`));
    plan.push({
      ...img(`service-${slug}-logo.png`, 'service-logo', 400, 400, `${title} emblem`),
      render: (w, h, r) => monogram(w, h, r, { letters, scheme: i }),
    });
    features.forEach((scene, k) =>
      plan.push(sceneImg(`service-${slug}-feature-${k + 1}.jpg`, 'service-feature', 1200, 800, scene, title)),
    );
  });
  PROJECTS.forEach(([slug, title, letters, scenes], i) => {
    plan.push({
      ...img(`project-${slug}-logo.png`, 'project-logo', 400, 400, `${title} logo`),
      render: (w, h, r) => monogram(w, h, r, { letters, scheme: i }),
    });
    scenes.forEach((scene, k) =>
      plan.push(sceneImg(`project-${slug}-${k + 1}.jpg`, 'project', 1600, 1000, scene, title)),
    );
  });
  for (const [slug, name, kind, alt] of STATES) {
    plan.push({
      ...img(`state-${slug}.jpg`, 'state', 800, 600, `${name}: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`),
      render: (w, h, r) => landmark(w, h, r, { kind }),
    });
  }
  CLIENTS.forEach(([name, line], i) => {
    for (const side of ['front', 'back']) {
      plan.push({
        ...img(`client-${i + 1}-${side}.png`, 'client-logo', 400, 200, `${name} logo`),
        render: (w, h, r) => clientLogo(w, h, r, { name, line, side, scheme: i }),
      });
    }
  });
  AWARDS.forEach(([title, year], i) =>
    plan.push({
      ...img(`award-${i + 1}.jpg`, 'award', 800, 600, `Award plaque: ${title}`),
      render: (w, h, r) => award(w, h, r, { title, year, scheme: i }),
    }),
  );
  for (let i = 1; i <= TEAM_COUNT; i++) {
    plan.push({
      ...img(`team-${i}.jpg`, 'team', 600, 750, 'Abstract portrait illustration of a Cadmax team member'),
      render: (w, h, r) => portrait(w, h, r, { scheme: i }),
    });
  }
  FEATURED.forEach((scene, i) => plan.push(sceneImg(`featured-${i + 1}.jpg`, 'featured', 1600, 900, scene)));
  BLOGS.forEach((scene, i) => plan.push(sceneImg(`blog-${i + 1}.jpg`, 'blog', 1200, 675, scene)));
  for (const [slug, scene, title] of JOBS) plan.push(sceneImg(`job-${slug}.jpg`, 'job', 800, 600, scene, title));
  return plan;
}
