// Demo ideas: titles, descriptions and review notes from neurovascular vocabulary, varied
// enough that searches in the admin lists find many different rows.
import { weighted, type Random } from './random';

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const DEVICES: readonly string[] = list(`
  aneurysm coil, detachable platinum coil, flow diverter, intrasaccular flow disruptor,
  stent retriever, aspiration catheter, large-bore aspiration catheter, microcatheter,
  guidewire, microwire, balloon guide catheter, distal access catheter, intracranial stent,
  carotid stent, embolic protection filter, liquid embolic delivery system, remodeling balloon,
  neck-bridging device, femoral closure device, radial access sheath, introducer sheath,
  coil detachment controller, torque device, rotating hemostatic valve, clot retrieval basket,
  intermediate catheter, braided flow diverter, compliant balloon catheter
`);

export const PROCEDURES: readonly string[] = list(`
  mechanical thrombectomy, coil embolization, stent-assisted coiling, balloon-assisted coiling,
  AVM embolization, dural AV fistula embolization, carotid artery stenting,
  intracranial angioplasty, middle meningeal artery embolization, tumor embolization,
  transradial neurointervention, diagnostic cerebral angiography, venous sinus stenting,
  flow diversion, aneurysm embolization, direct aspiration thrombectomy
`);

export const INDICATIONS: readonly string[] = list(`
  wide-neck bifurcation aneurysms, distal M2 occlusions, basilar tip aneurysms,
  large vessel occlusion, tandem occlusions, ruptured aneurysms, fusiform aneurysms,
  blister aneurysms, brain AVMs, chronic subdural hematoma,
  intracranial atherosclerotic stenosis, symptomatic carotid stenosis,
  vasospasm after subarachnoid hemorrhage, idiopathic intracranial hypertension,
  posterior circulation stroke, small distal aneurysms, giant paraclinoid aneurysms,
  recurrent aneurysms after coiling
`);

/** Terms that appear in a handful of ideas only: searches for them find few rows. */
export const RARE_TERMS: readonly string[] = list(`
  moyamoya disease, vein of Galen malformation, carotid-cavernous fistula,
  vertebrobasilar dolichoectasia, spinal dural fistula, pediatric arterial ischemic stroke
`);

const FEATURES = list(`
  a hydrophilic distal coating, a radiopaque marker band, variable stiffness zones,
  a shape-memory nitinol frame, a braided tip, an electrolytic detachment zone,
  real-time pressure sensing, an integrated flush port, a steerable tip, a self-expanding mesh,
  a resheathable design, a low-profile delivery system, a laser-cut hypotube shaft,
  a soft atraumatic tip, a dual-lumen design, embedded fiber-optic sensing,
  a bioresorbable polymer coating, an antithrombogenic surface treatment,
  an expandable funnel tip, a clot-engaging strut pattern, a detachable tip segment,
  a thermally activated deployment
`);

const GOALS = list(`
  reduce clot fragmentation, improve first-pass recanalization, shorten door-to-groin time,
  lower the radiation dose, reduce coil compaction, prevent coil prolapse into the parent artery,
  improve wall apposition, lower the risk of distal emboli,
  simplify navigation through tortuous anatomy, reduce contrast use,
  speed up device preparation, improve visibility under fluoroscopy,
  reduce access-site complications, lower thromboembolic events,
  make retrieval of a misplaced coil safer, cut the number of device exchanges
`);

const ADJECTIVES = list(`
  Low-profile, Steerable, Self-expanding, Radiopaque, Shape-memory, Dual-layer, Kink-resistant,
  Sensor-equipped, Resheathable, Bioresorbable, Next-generation, Ultra-soft, Modular,
  Single-use, Pressure-sensing, Torque-stable
`);

const TOOLS = list(`
  AI-assisted angiography review, bench-top flow model, 3D-printed vascular phantom,
  bedside stroke triage score, radiation dose dashboard, automated aneurysm sizing software,
  cath lab setup checklist, tele-stroke transfer protocol, simulation curriculum
`);

const FAILURES = list(`
  fragment the clot on retrieval, prolapse into the parent vessel, kink at the aortic arch,
  lose visibility under fluoroscopy, need several passes, migrate after deployment,
  stretch during repositioning, lose support in the cavernous segment
`);

const MECHANISMS = list(`
  distributing radial force more evenly, conforming to the vessel wall,
  anchoring the clot before withdrawal, sealing the aneurysm neck,
  reducing friction against the vessel wall, giving tactile feedback to the operator,
  keeping suction at the clot face, holding the coil mass in place
`);

const MODELS = list(`
  silicone vascular phantom, swine model, bench-top flow loop, cadaveric model,
  patient-specific 3D-printed model
`);

const STUDIES = list(`
  first-in-human feasibility study, single-center registry, prospective pilot study,
  multicenter observational study
`);

const SETTINGS = list(`
  comprehensive stroke centers with high night-time volume,
  community hospitals without round-the-clock neurointerventional cover, pediatric cases,
  elderly patients with difficult arch anatomy, hospitals in rural regions,
  centers starting a transradial program
`);

const TEAMS = list(`
  neurovascular R&D team, advanced development group, clinical affairs team, IP committee,
  product portfolio board
`);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (noun: string) => (/^([aeiou]|8\b|11\b)/i.test(noun) ? `an ${noun}` : `a ${noun}`);

export interface Idea {
  title: string;
  description: string;
}

/** One idea: a title and a description of three to seven sentences about the same device. */
export function idea(random: Random): Idea {
  const device = random.pick(DEVICES);
  const procedure = random.pick(PROCEDURES);
  const indication = random.chance(0.01) ? random.pick(RARE_TERMS) : random.pick(INDICATIONS);
  const feature = random.pick(FEATURES);
  const goal = random.pick(GOALS);
  const other = random.pick(DEVICES.filter((d) => d !== device));

  const title = capitalise(
    weighted(random, [
      [`${random.pick(ADJECTIVES)} ${device} for ${indication}`, 5],
      [`${device} with ${feature.replace(/^an? /, '')}`, 4],
      [`method to ${goal} during ${procedure}`, 4],
      [`${device} design to ${goal}`, 3],
      [`${random.pick(TOOLS)} for ${procedure}`, 2],
      [`combining ${article(device)} and ${article(other)} in ${procedure}`, 2],
    ] as const),
  );

  const opening = weighted(random, [
    [`In ${procedure}, current devices can ${random.pick(FAILURES)}.`, 3],
    [
      `During ${procedure}, operators often struggle to keep the ${device} stable in tortuous anatomy.`,
      2,
    ],
    [`Treating ${indication} with today's tools still takes too long and too many exchanges.`, 2],
  ] as const);
  const optional = [
    `I have seen this in about ${random.int(2, 12)} of my last ${random.int(15, 60)} cases, mostly in patients with ${indication}.`,
    `By ${random.pick(MECHANISMS)}, the device could also ${random.pick(GOALS)}.`,
    `It could be tested first in ${article(random.pick(MODELS))} before a small ${random.pick(STUDIES)}.`,
    `This would matter most for ${random.pick(SETTINGS)}.`,
    weighted(random, [
      ['A rough sketch and my measurements are available on request.', 1],
      [`Our biomedical engineering team built an early prototype from a modified ${device}.`, 1],
      ['I am not aware of a comparable product on the market.', 1],
      [
        `${capitalise(article(`${random.int(3, 5)} French`))} version would fit through a standard 6F guide.`,
        1,
      ],
    ] as const),
  ].filter(() => random.chance(0.6));
  const description = [
    opening,
    `The idea is ${article(device)} with ${feature}, which would ${goal}.`,
    ...optional,
  ].join(' ');
  return { title, description };
}

/** The staff note on a reviewed idea; pending ones were sent back with a question. */
export function reviewNote(random: Random, status: 'pending' | 'approved' | 'rejected'): string {
  const team = random.pick(TEAMS);
  const device = random.pick(DEVICES);
  switch (status) {
    case 'approved':
      return random.pick([
        `Strong clinical rationale. Forwarded to the ${team} for a feasibility assessment.`,
        `Approved for a prototype review with the ${team}; we will contact you about next steps.`,
        `Fits our ${device} roadmap. Approved for an IP assessment.`,
        `Approved. The ${team} would like to discuss bench testing in a ${random.pick(MODELS)}.`,
      ]);
    case 'rejected':
      return random.pick([
        `Thank you. This overlaps with an existing ${device} in our portfolio.`,
        'Closely matches prior art we already license, so we will not pursue it.',
        `Outside our current focus on ${random.pick(PROCEDURES)}.`,
        `The clinical benefit would be hard to show over current ${device}s.`,
      ]);
    case 'pending':
      return random.pick([
        'Could you add the vessel diameters and the number of cases you observed?',
        `Waiting for input from the ${team}.`,
        'Please describe how this differs from devices already on the market.',
      ]);
  }
}
