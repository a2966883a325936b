/** The nine 'Latest Blogs' articles (R-2.14, R-9.13): real HTML in the editor's formats. */
import type { BlogSeed } from './content';

export interface Article {
  title: string;
  short: string;
  keywords: string;
  intro: string;
  sections: { heading: string; text: string; points?: string[] }[];
  quote: string;
}

/** Builds the article's HTML from its parts so every blog has h2, p, ul and blockquote. */
export function toHtml(a: Article): string {
  const parts = [`<p>${a.intro}</p>`];
  for (const s of a.sections) {
    parts.push(`<h2>${s.heading}</h2>`, `<p>${s.text}</p>`);
    if (s.points) parts.push(`<ul>${s.points.map((p) => `<li>${p}</li>`).join('')}</ul>`);
  }
  parts.push(`<blockquote>${a.quote}</blockquote>`);
  return parts.join('\n');
}

const articles: Article[] = [
  {
    title: 'How to Read a JDA Township Layout Before You Buy a Plot',
    short:
      'Road widths, setbacks, park land and approval numbers: what a township layout tells you about a plot, and the five checks every Jaipur buyer should make before paying a token amount.',
    keywords: 'JDA layout, plot buying Jaipur, township approval, setbacks',
    intro:
      'A township layout plan is the single most useful document a plot buyer can ask for, and the one most buyers never read. Here is how our planners read one.',
    sections: [
      {
        heading: 'Start with the approval block',
        text: 'Every approved layout carries the authority’s approval number, date and the signature of the competent officer. Match them with the authority’s online register before anything else.',
        points: [
          'Approval number and date',
          'Land-use conversion order (90-A)',
          'Total area and number of plots',
          'Percentage of saleable area',
        ],
      },
      {
        heading: 'Look at the roads, not just the plot',
        text: 'The width of the road in front of your plot decides how tall you can build, what setbacks apply and whether commercial use will ever be allowed. A 9 m road and an 18 m road are different futures.',
      },
      {
        heading: 'Check the open spaces',
        text: 'Parks and facility plots must be shown and reserved. If the park on the brochure is missing from the approved layout, it may never be built.',
        points: [
          'Parks and open areas of at least 10%',
          'Facility plots for school and dispensary',
          'Drainage and electrical sub-station sites',
        ],
      },
    ],
    quote: 'A plot is only as good as the layout around it. Read the plan before you read the price list.',
  },
  {
    title: 'Drone Surveys vs Total Station: Choosing the Right Method',
    short:
      'Drone photogrammetry is fast; a total station is precise. We compare accuracy, cost and speed on real Rajasthan sites and explain why the best surveys combine both.',
    keywords: 'drone survey, total station, DGPS, topographical survey Jaipur',
    intro:
      'Clients often ask whether a drone survey can replace a conventional ground survey. After hundreds of surveys across Rajasthan, our answer is: use each for what it does best.',
    sections: [
      {
        heading: 'Where drones shine',
        text: 'Over open, large sites a drone can capture hundreds of acres in a day and produce a dense terrain model, orthophoto and contours within a week.',
        points: [
          'Large agricultural or barren land',
          'Progress monitoring on construction sites',
          'Stockpile and earthwork volumes',
        ],
      },
      {
        heading: 'Where the total station is irreplaceable',
        text: 'Under tree cover, along building edges and for boundary pillars, a ground instrument still gives the centimetre accuracy that legal and design work needs.',
      },
      {
        heading: 'The combined workflow we use',
        text: 'We fix DGPS control points first, fly the drone for coverage, and pick up critical detail with a total station. Everything is merged into one coordinate system.',
        points: [
          'DGPS control network',
          'Drone photogrammetry for coverage',
          'Total station for boundaries and services',
          'One CAD and GIS deliverable',
        ],
      },
    ],
    quote: 'Speed gets you the picture; precision gets you the approval. A good survey delivers both.',
  },
  {
    title: 'Designing with Jaipur’s Heritage: Jharokhas, Jaalis and Courtyards',
    short:
      'Traditional Rajasthani elements are not decoration: they are climate engineering. How we use jharokhas, jaalis and courtyards in new buildings like Rudra Mahal and our own head office.',
    keywords: 'heritage architecture Jaipur, jaali, jharokha, courtyard design',
    intro:
      'The builders of the Pink City solved problems we still face: harsh sun, hot winds, dust and the need for privacy. Their answers work just as well in concrete and glass.',
    sections: [
      {
        heading: 'The jaali: shade that breathes',
        text: 'A perforated stone screen cuts direct sun while letting air and filtered light through. On a west façade it can reduce heat gain dramatically without closing the building in.',
      },
      {
        heading: 'The courtyard: a building’s lungs',
        text: 'A shaded court creates a pool of cool air and drives natural ventilation through the rooms around it. It is the organising idea behind Rudra Mahal’s three courts.',
        points: [
          'Stack ventilation through surrounding rooms',
          'Daylight deep into the plan',
          'A social heart for families and guests',
        ],
      },
      {
        heading: 'The jharokha: a window with a view and a shadow',
        text: 'Projecting balconies shade the wall below, frame the street and give façades their unmistakable rhythm.',
      },
    ],
    quote: 'Heritage is not a style we copy. It is a set of answers we keep learning from.',
  },
  {
    title: 'Five Interior Choices That Age Well in a Hot, Dry Climate',
    short:
      'Dust, heat and strong light are hard on interiors. Our designers share the materials, finishes and details that still look good in Jaipur homes ten years later.',
    keywords: 'interior design Jaipur, materials for hot climate, home interiors',
    intro:
      'A beautiful interior on handover day is easy. One that still looks beautiful after ten Rajasthan summers takes planning.',
    sections: [
      {
        heading: 'Choose materials that like the climate',
        text: 'Natural stone, lime plaster, solid wood with proper seasoning and matt finishes handle heat and dust far better than high-gloss laminates.',
        points: [
          'Kota and sandstone floors',
          'Lime or mineral paints',
          'Seasoned teak or sheesham',
          'Matt, textured surfaces',
        ],
      },
      {
        heading: 'Control the light, do not block it',
        text: 'Layered curtains, external shading and light shelves keep rooms bright without glare or fading.',
      },
      {
        heading: 'Detail for cleaning',
        text: 'Flush skirtings, fewer open shelves and sealed joinery mean less dust to fight every day.',
      },
    ],
    quote: 'The best interior is one you never have to apologise for, even in May.',
  },
  {
    title: 'River Fronts That Carry the Monsoon: Lessons from Dravyawati',
    short:
      'A river front must be a promenade for 360 days and a flood channel for five. What designing the Dravyawati stretch taught us about ghats, outfalls and public space.',
    keywords: 'river front design, storm water, Dravyawati, urban infrastructure',
    intro:
      'Most of the year the Dravyawati is a gentle stream. A few days each monsoon it becomes a torrent. Designing for both is the whole challenge.',
    sections: [
      {
        heading: 'Design the section for the flood first',
        text: 'We sized the channel and outfalls for the 25-year storm before drawing a single bench. The public spaces then sit on terraces above the design flood level.',
        points: [
          'Hydrological study of the catchment',
          'Channel section for peak discharge',
          'Terraced promenades above flood level',
        ],
      },
      {
        heading: 'Stepped ghats as flexible edges',
        text: 'Steps let people reach the water in the dry months and let the river rise safely in the wet ones, with nothing to wash away.',
      },
      {
        heading: 'Plant what survives both',
        text: 'Native grasses and trees that tolerate both drought and brief submergence keep the banks stable and green.',
      },
    ],
    quote: 'A river front that fails in its first monsoon was never designed for the river.',
  },
  {
    title: 'Land Use Conversion in Rajasthan: A Practical Guide',
    short:
      'Before agricultural land can become a colony, farmhouse or factory it needs conversion. The steps, documents and typical timelines, explained by our approvals team.',
    keywords: 'land conversion Rajasthan, 90-A, land use change, approvals',
    intro:
      'Land use conversion is where many projects lose months. With the right documents in the right order, it does not have to.',
    sections: [
      {
        heading: 'Know which authority you are dealing with',
        text: 'Depending on location, conversion is handled by the development authority, the urban improvement trust or the district administration. The forms differ, the logic is the same.',
      },
      {
        heading: 'The documents you will need',
        text: 'A complete file avoids most of the back-and-forth.',
        points: [
          'Title documents and jamabandi',
          'Revenue map (tatima) with khasra numbers',
          'Site plan and proposed layout',
          'No-objection certificates where required',
        ],
      },
      {
        heading: 'Typical timelines',
        text: 'With a complete file, most conversions in Jaipur region take three to six months. Incomplete files can take a year.',
      },
    ],
    quote: 'Conversion is paperwork, but good paperwork is planning too.',
  },
  {
    title: 'Farmhouse Planning: Orchards, Water and Privacy',
    short:
      'A good farmhouse estate starts with the land: existing trees, water, slope and views. How we planned Sukoon Farms around an orchard and a restored stepwell.',
    keywords: 'farmhouse planning, farmhouse Jaipur, rainwater harvesting, estate design',
    intro:
      'Farmhouse buyers are buying a way of life, not just a plot. The plan has to protect what makes the land special.',
    sections: [
      {
        heading: 'Survey the living things first',
        text: 'Before drawing plots we mapped every mature tree on the Sukoon site. The road network bends around them.',
      },
      {
        heading: 'Water is the real amenity',
        text: 'Each plot harvests its own rainwater, and the common land recharges the restored stepwell.',
        points: [
          'Recharge pits on every plot',
          'Swales along internal roads',
          'Restored stepwell as a community space',
        ],
      },
      {
        heading: 'Privacy without walls',
        text: 'Plot orientation, planted buffers and staggered building lines give each family privacy without turning the estate into a row of compound walls.',
      },
    ],
    quote: 'The land was here before the farmhouses. Our job was to let it stay.',
  },
  {
    title: 'What Makes a Commercial Building Lease Faster',
    short:
      'Column-free floors, efficient cores, good daylight and a façade that manages heat. The design decisions behind Kedia Landmark’s quick leasing.',
    keywords: 'commercial architecture, office design, leasing, Kedia Landmark',
    intro: 'Tenants do not read drawings, but they feel every design decision the moment they walk in.',
    sections: [
      {
        heading: 'Flexible floor plates',
        text: 'Column-free spans and a compact core let a tenant take half a floor or three floors without compromise.',
        points: ['Efficiency above 75%', 'Clear heights for services', 'Multiple subdivision options'],
      },
      {
        heading: 'Daylight and heat together',
        text: 'Sandstone fins on Kedia Landmark shade the glass, so the floors are bright but not hot.',
      },
      {
        heading: 'Arrival matters',
        text: 'A generous lobby, easy parking and clear signage make the first visit, and the leasing decision, easier.',
      },
    ],
    quote: 'A building that is easy to use is easy to lease.',
  },
  {
    title: 'Industrial Parks That Work for Trucks and People',
    short:
      'Road widths, turning radii, effluent lines and green buffers: the planning rules we follow so an industrial park runs smoothly for manufacturers and neighbours alike.',
    keywords: 'industrial park planning, RIICO, industrial layout, infrastructure design',
    intro: 'An industrial park is a machine for moving goods. If the trucks cannot turn, nothing else matters.',
    sections: [
      {
        heading: 'Plan for the largest vehicle',
        text: 'We design main roads for trailer movements, with turning radii and parking bays that keep queues off public roads.',
        points: ['24 m primary roads', 'Dedicated truck parking', 'Loading bays inside plots'],
      },
      {
        heading: 'Separate the services',
        text: 'Storm water, effluent and fresh water run in separate, accessible corridors so one failure never contaminates another.',
      },
      {
        heading: 'Be a good neighbour',
        text: 'Green buffers and careful placement of noisy units protect nearby villages and make approvals smoother.',
      },
    ],
    quote: 'Good industrial planning is invisible: goods move, workers are safe and the neighbours stay friendly.',
  },
];

export const blogs: BlogSeed[] = articles.map((a, i) => ({
  title: a.title,
  image: `blog-${i + 1}.jpg`,
  short_content: a.short,
  content: toHtml(a),
  // Empty: the title is the default, so a renamed article shows its new name in the tab and search results.
  meta_title: '',
  meta_description: a.short,
  meta_keyword: a.keywords,
}));
