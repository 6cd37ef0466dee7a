// Demo people: clinicians, engineers and staff of a neurovascular device company's community.
import { weighted, type Random } from './random';

/** Every demo address ends with this domain, so demo accounts are told apart from real ones. */
export const DEMO_EMAIL_DOMAIN = 'demo.example.com';

/** A comma-separated list, kept as text so the lists stay compact. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const isDemoEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`) ||
  email.toLowerCase().endsWith(`.${DEMO_EMAIL_DOMAIN}`);

export const FIRST_NAMES: readonly string[] = list(`
  Amara, Chinedu, Ngozi, Oluwaseun, Kwame, Abena, Thandiwe, Sipho, Fatima, Omar, Layla,
  Youssef, Nour, Karim, Leila, Hassan, Aisha, Mehmet, Elif, Ayşe, Emre, Priya, Arjun, Ananya,
  Rohan, Kavya, Vikram, Deepa, Sanjay, Meera, Rahul, Wei, Mei, Jun, Xiaoling, Hao, Yan, Li,
  Hiroshi, Yuki, Haruto, Sakura, Kenji, Aiko, Min-jun, Ji-woo, Seo-yeon, Hyun, Thi, Minh, Linh,
  José, María, Lucía, Alejandro, Sofía, Javier, Camila, Diego, Valentina, Mateo, Isabela, João,
  Beatriz, Rafael, Gabriela, Pedro, Ana, Luis, Carmen, Andrés, Marco, Giulia, Francesca, Luca,
  Alessandro, Chiara, Matteo, Élodie, Julien, Camille, Antoine, Chloé, Mathieu, Léa, Hélène,
  Klaus, Anna, Lukas, Lena, Jonas, Katharina, Stefan, Sabine, Jürgen, Lars, Ingrid, Sven,
  Astrid, Mikael, Freya, Niels, Sanne, Pieter, Femke, Anders, Piotr, Agnieszka, Katarzyna,
  Tomasz, Olena, Dmitri, Irina, Nikolai, Svetlana, Andrei, Ioana, Nikos, Eleni, Yosef, Noa,
  Tamar, Avi, James, Mary, Robert, Patricia, Michael, Jennifer, William, Linda, David,
  Elizabeth, Richard, Susan, Thomas, Jessica, Christopher, Sarah, Daniel, Karen, Matthew,
  Emily, Andrew, Rachel, Joshua, Laura, Ryan, Megan, Brian, Hannah, Kevin, Olivia, Ethan,
  Grace, Liam, Chloe, Noah, Zoe, Samuel, Maya, Benjamin, Ava, Connor, Siobhan, Declan, Aoife,
  Ciaran, Niamh, Rhys, Carys, Tane, Aroha
`);

export const SURNAMES: readonly string[] = list(`
  Okafor, Adeyemi, Mensah, Nwosu, Boateng, Dlamini, Ndlovu, Abubakar, Haddad, Nasser, Khalil,
  Mansour, Farouk, Rahman, Hosseini, Yilmaz, Demir, Kaya, Sharma, Patel, Iyer, Reddy, Nair,
  Gupta, Menon, Banerjee, Chatterjee, Rao, Krishnan, Singh, Chen, Wang, Zhang, Liu, Huang,
  Zhao, Wu, Zhou, Lin, Tanaka, Suzuki, Takahashi, Watanabe, Yamamoto, Nakamura, Kobayashi,
  Sato, Kim, Park, Choi, Jung, Kang, Nguyen, Tran, Pham, Le, Garcia, Rodríguez, Martínez,
  Hernández, López, González, Pérez, Sánchez, Ramírez, Torres, Flores, Rivera, Gómez, Díaz,
  Morales, Ortiz, Castillo, Vargas, Silva, Santos, Oliveira, Souza, Costa, Pereira, Almeida,
  Ferreira, Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco,
  Dubois, Martin, Bernard, Lefebvre, Moreau, Laurent, Girard, Fontaine, Rousseau, Müller,
  Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Hoffmann, Schäfer, Koch, Richter,
  Klein, Wolf, Zimmermann, Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsen, Jensen,
  Hansen, Nielsen, de Vries, van Dijk, Bakker, Janssen, Visser, Peeters, Nowak, Kowalski,
  Wiśniewski, Wójcik, Kovalenko, Shevchenko, Ivanov, Petrov, Smirnov, Popescu, Ionescu,
  Papadopoulos, Georgiou, Cohen, Levi, Mizrahi, Friedman, Smith, Johnson, Williams, Brown,
  Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Jackson, White, Harris,
  Thompson, Clark, Lewis, Robinson, Walker, Young, Allen, King, Wright, Scott, Hill, Green,
  Adams, Baker, Nelson, Carter, Mitchell, Roberts, Campbell, Parker, Evans, Edwards, Collins,
  Stewart, Murphy, Cook, Morgan, Bell, Bailey, Cooper, Reed, Howard, Ward, Brooks, Kelly,
  Sanders, Price, Bennett, Wood, Barnes, Ross, Henderson, Coleman, Jenkins, Perry, Powell,
  Long, Patterson, Hughes, O'Brien, O'Connor, McCarthy, Byrne, Gallagher, Doyle, MacLeod,
  Fraser, Sinclair, Jones-Whitfield, Ngata, Tipene
`);

/** Who submits ideas, and how often each kind of person registers. */
export const JOB_TITLES = [
  ['Neurosurgeon', 14],
  ['Interventional Neuroradiologist', 16],
  ['Neurointerventional Surgeon', 9],
  ['Vascular Neurologist', 7],
  ['Stroke Neurologist', 6],
  ['Diagnostic Neuroradiologist', 4],
  ['Neurosurgery Resident', 4],
  ['Neuroradiology Fellow', 3],
  ['Stroke Nurse', 7],
  ['Neuro ICU Nurse', 4],
  ['Stroke Coordinator', 3],
  ['Cath Lab Technologist', 6],
  ['Interventional Radiologic Technologist', 4],
  ['Anesthesiologist', 2],
  ['Interventional Cardiologist', 2],
  ['Vascular Surgeon', 2],
  ['Biomedical Engineer', 6],
  ['Clinical Engineer', 3],
  ['R&D Engineer', 4],
  ['Clinical Research Coordinator', 2],
  ['Clinical Specialist', 3],
  ['Field Clinical Engineer', 2],
  ['Product Manager', 2],
  ['Regulatory Affairs Specialist', 1],
  ['Medical Student', 1],
] as const satisfies readonly (readonly [string, number])[];

const PHYSICIAN = /surgeon|radiologist|neurologist|cardiologist|anesthesiologist|resident|fellow/i;

/** Fictional institutions, each a sub-domain of the demo domain. */
export const INSTITUTIONS: readonly string[] = list(`
  riverside-health, mercy-general, northbridge-medical, lakeside-neuro, st-aldens,
  cedar-valley, kingsbridge-hospital, meridian-clinic, harborview-stroke, university-hospital,
  neuroscience-institute, comprehensive-stroke, city-general, pinecrest-medical,
  bayside-health, highland-neuro, summit-university, westbrook, eastgate-clinic,
  southfield-medical, uniklinikum-nord, hopital-central, hospital-del-norte, ospedale-maggiore,
  sakura-medical, han-river-hospital, medtech-labs, neurovasc-rd, device-partners,
  clinical-research-org
`);

export interface Person {
  firstName: string;
  lastName: string;
  /** The name as the person typed it when signing, sometimes with a title or initial. */
  fullName: string;
  jobTitle: string;
  email: string;
}

/** Letters only, accents dropped, lower case: what goes into an e-mail address. */
export const asciiWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const INITIALS = 'ABCDEFGHJKLMNPRSTVW';

function localPart(random: Random, first: string, last: string, doctor: boolean): string {
  const f = asciiWord(first);
  const l = asciiWord(last);
  return weighted(random, [
    [`${f}.${l}`, 40],
    [`${f[0]}${l}`, 14],
    [`${f[0]}.${l}`, 10],
    [`${f}${l}`, 8],
    [`${l}.${f}`, 6],
    [`${f}_${l}`, 5],
    [`${f}.${l}${random.int(1, 99)}`, 8],
    [`${l}${f[0]}`, 5],
    [`dr.${l}`, doctor ? 8 : 0],
  ] as const);
}

/** A person whose address is not in `taken`; the address is added to it. */
export function makePerson(random: Random, taken: Set<string>): Person {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(SURNAMES);
  const jobTitle = weighted(random, JOB_TITLES);
  let fullName = `${firstName} ${lastName}`;
  if (random.chance(0.08)) fullName = `${firstName} ${random.pick([...INITIALS])}. ${lastName}`;
  const doctor = PHYSICIAN.test(jobTitle);
  if (doctor && random.chance(0.15)) fullName = `Dr. ${fullName}`;

  const domain = `${random.pick(INSTITUTIONS)}.${DEMO_EMAIL_DOMAIN}`;
  const local = localPart(random, firstName, lastName, doctor);
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return { firstName, lastName, fullName, jobTitle, email };
}

/** Staff who review ideas: demo admins on the company's own demo sub-domain. */
export const REVIEWERS = [
  { fullName: 'Helena Marquardt', jobTitle: 'Director of Clinical Innovation' },
  { fullName: 'Samuel Achterberg', jobTitle: 'Senior R&D Manager, Neurovascular' },
  { fullName: 'Priyanka Deshmukh', jobTitle: 'IP and Licensing Counsel' },
  { fullName: 'Tomás Echeverría', jobTitle: 'Medical Affairs Lead' },
] as const;

export const reviewerEmail = (fullName: string) => {
  const [first, ...rest] = fullName.split(' ');
  return `${asciiWord(first!)}.${asciiWord(rest.join(''))}@staff.${DEMO_EMAIL_DOMAIN}`;
};
