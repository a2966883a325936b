/**
 * The four openings of /career, in the spec's order. The slug values are the spec's link values
 * trailing spaces included: 'Architect', 'Interior ', 'Surveying ', 'Urban  '.
 */
import type { JobOpeningSeed } from './content';

const FIXED = { location: 'Jaipur, Rajasthan', job_type: 'Full-Time', experience: '2-5 Years' } as const;

export const jobOpenings: JobOpeningSeed[] = [
  {
    slug: 'Architect',
    title: 'Architect',
    role: 'Architect',
    quote: 'Design buildings that belong to their place, from the first sketch to the last site visit.',
    skills: [
      'B.Arch from a COA-recognised institute',
      'Registered with the Council of Architecture',
      'AutoCAD, Revit or ArchiCAD',
      'SketchUp and a rendering tool such as Lumion or Enscape',
      'Working drawings and building-permission submissions',
      'Clear communication with clients and site teams',
    ],
    image: 'job-architect.jpg',
    ...FIXED,
    about:
      'Join our architecture studio to design homes, offices, hotels and institutions across Rajasthan. You will lead projects from concept to completion alongside a principal architect, with real responsibility from your first month.',
    responsibilities:
      'Develop concept designs and presentations; prepare working and permission drawings; coordinate with structural and services consultants; visit sites and resolve construction queries; keep drawings and project records up to date.',
    qualifications:
      'B.Arch with COA registration; 2 to 5 years of practice experience; strong drawing and detailing skills; working knowledge of the Rajasthan building bye-laws.',
    offers:
      'Competitive salary; varied projects from villas to heritage hotels; mentoring by senior architects; a daylit studio on Tonk Road; five-day week with flexible hours.',
  },
  {
    slug: 'Interior ',
    title: 'Interior Designer',
    role: 'Interior Designer',
    quote: 'Turn plans into places people love to live and work in, and see them built exactly as drawn.',
    skills: [
      'Degree or diploma in interior design',
      'AutoCAD and SketchUp',
      '3ds Max with V-Ray or Corona',
      'Material, finish and furniture specification',
      'Joinery and false-ceiling detailing',
      'Site coordination with vendors and contractors',
    ],
    image: 'job-interior-designer.jpg',
    ...FIXED,
    about:
      'Design residential, workplace and hospitality interiors with our interiors team. You will own layouts, 3D views, material boards and detailed drawings, and follow your designs on site until handover.',
    responsibilities:
      'Prepare space plans and 3D views; select materials, finishes and furniture; produce joinery and ceiling details; prepare bills of quantities; coordinate vendors and supervise execution on site.',
    qualifications:
      'Degree or diploma in interior design; 2 to 5 years of experience including site work; a portfolio of completed interiors; good knowledge of materials available in Jaipur.',
    offers:
      'Competitive salary with project incentives; hotel, office and home projects; access to our material library; training on new tools; a collaborative, design-led team.',
  },
  {
    slug: 'Surveying ',
    title: 'Surveying Engineer',
    role: 'Surveying Engineer',
    quote: 'Every landmark starts with an accurate measurement. Lead the surveys our projects are built on.',
    skills: [
      'Diploma or degree in civil engineering or surveying',
      'Total station and DGPS operation',
      'Drone photogrammetry processing',
      'AutoCAD Civil 3D or equivalent',
      'Revenue maps, khasra and cadastral work',
      'Leading a field team safely',
    ],
    image: 'job-surveying-engineer.jpg',
    ...FIXED,
    about:
      'Lead topographical, boundary and layout surveys across Rajasthan with our survey division. You will plan the fieldwork, run the instruments and turn raw data into contours, terrain models and survey drawings.',
    responsibilities:
      'Plan and run DGPS, total-station and drone surveys; process field data into contours and terrain models; match surveys with revenue records; set out layouts on site; maintain instruments and calibration records.',
    qualifications:
      'Diploma or degree in civil engineering or surveying; 2 to 5 years of field survey experience; confident with DGPS and total station; willing to travel for site work.',
    offers:
      'Competitive salary with field allowances; modern instruments and drones; travel across ten states; a clear path to survey team lead; health insurance.',
  },
  {
    slug: 'Urban  ',
    title: 'Urban Planner',
    role: 'Urban Planner',
    quote: 'Plan the townships, colonies and city extensions that Jaipur will live in for the next fifty years.',
    skills: [
      'Master’s degree in urban or regional planning',
      'Township and layout planning',
      'GIS (QGIS or ArcGIS) and AutoCAD',
      'JDA, RIICO and Rajasthan township policies',
      'Land use and feasibility studies',
      'Report writing and authority presentations',
    ],
    image: 'job-urban-planner.jpg',
    ...FIXED,
    about:
      'Plan townships, colonies, industrial parks and city extensions with our planning team. You will prepare layouts and reports, and present them to clients and development authorities until they are approved.',
    responsibilities:
      'Prepare master plans and layout plans; carry out land use, zoning and feasibility studies; prepare approval submissions; coordinate with surveyors and engineers; present proposals to clients and authorities.',
    qualifications:
      'Master’s in planning (M.Plan) or equivalent; 2 to 5 years of experience with layout approvals; strong GIS and CAD skills; knowledge of Rajasthan planning regulations.',
    offers:
      'Competitive salary; large-scale township and infrastructure projects; direct work with authorities; mentoring by our founder and principal planner; flexible hours.',
  },
];
