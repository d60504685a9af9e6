/** The words a generated organisation is made of: names, trades, places, prospects, trainings and inbox lines. */
export const FIRST = (
  'Ada, Ben, Carla, Dev, Elena, Felix, Gita, Hugo, Ines, Jonas, Kira, Liam, Mona, Nils, Olga, Pavel, ' +
  'Quinn, Rosa, Sami, Tess, Umar, Vera, Wes, Xiu, Yara, Zane, Aisha, Bruno, Chloe, Dario, Emma, Farid, ' +
  'Greta, Hana, Ivan, Julia, Kofi, Lena, Milo, Nora'
).split(', ');
export const LAST = (
  'Abbott, Baker, Costa, Duarte, Ellis, Fischer, Garcia, Hughes, Iqbal, Jensen, Khan, Larsen, Moreau, ' +
  'Novak, Okafor, Patel, Quist, Rossi, Silva, Tanaka, Ulloa, Varga, Weber, Yilmaz, Zhou, Adler, ' +
  'Brandt, Cruz, Dimitrov, Eze, Fontaine, Grant, Haddad, Ito, Jovanovic, Kowalski, Lindqvist, Mendes, ' +
  'Nakamura, Ortega'
).split(', ');
/** One holder per classification and chapter (a unique index): 40 distinct trades. */
export const TRADES = (
  'Family Lawyer, Roofer, Accountant, Commercial Printer, Residential Realtor, Financial Planner, ' +
  'Dentist, Plumber, Insurance Broker, IT Support, Physiotherapist, Electrician, Caterer, Landscaper, ' +
  'Digital Marketer, Mortgage Broker, Photographer, Mechanic, Interior Designer, Web Designer, ' +
  'Chiropractor, Commercial Cleaner, Travel Agent, Security Installer, Florist, Event Planner, ' +
  'Business Lawyer, Personal Trainer, Baker, Window Fitter, Translator, Architect, Optician, ' +
  'Veterinarian, Copywriter, Locksmith, Painter, HR Consultant, Video Producer, Solar Installer'
).split(', ');
export const CITIES = [
  'Riverside',
  'Harbour',
  'Oakwood',
  'Millbrook',
  'Northgate',
  'Lakeside',
  'Southfield',
  'Westmere',
];
export const PROSPECTS = [
  ['Harper Logistics', 'Needs a review of their commercial lease'],
  ['The Greenes', 'Buying their first home in the spring'],
  ['Oakridge Bakery', 'Looking for bookkeeping and payroll help'],
  ['Dr. Fiona Marsh', 'Moving her practice and needs IT set up'],
  ['Pinewood School PTA', 'Planning a fundraising gala'],
  ['Marco Bianchi', 'Wants a bathroom remodel before summer'],
  ['Lakeside Gym', 'Needs a new website and local marketing'],
  ['Hannah Cole', 'Retiring next year, wants financial advice'],
] as const;
export const TRAININGS = [
  ['Member Success Program', 'Regional office', 3],
  ['Presentation Skills Workshop', 'Regional office', 2],
  ['Referral Skills Masterclass', 'BNI University', 2],
] as const;
export const PLACES = ['Coffee House', 'Mill Street Diner', 'Video call', 'Harbour Café', 'Member’s office'];
export const LINES = [
  'Thanks for the introduction yesterday, they called me this morning.',
  'Are you free for a one-to-one next week? Tuesday works for me.',
  'Could you bring a few of your cards on Thursday? I have two people asking.',
  'Great presentation this week, the case study really landed.',
  'I passed your name to a neighbour who needs exactly what you do.',
  'See you at the meeting, I will bring a visitor.',
];
