import { NAME_WORD as WORD, SP, around, sentenceAround, type Match, type Rule } from './rule';

// A patient's name. A name alone says nothing (clinicians, colleagues and inventors are named
// all the time, and are not PHI); one is a patient's when the text introduces it as one:
// "patient John Smith", "Pt: Jane Doe", "Name: ..." beside a record number or a date of
// birth, or "Mrs. Patel" where the text speaks of her care. "Dr." never starts one. Case
// matters throughout: names are capitalised.

/** John Smith, Jane Q. Doe, Anna Maria Rossi. */
const FULL_NAME = String.raw`${WORD}(?:${SP}+\p{Lu}\.)?(?:${SP}+${WORD}){1,2}`;
/** Doe, Jane. */
const LAST_FIRST = String.raw`${WORD},${SP}*${WORD}`;
/** JOHN SMITH, DOE, JANE: as record printouts write them, after a label alone. */
const CAPS_WORD = String.raw`\p{Lu}{2,}(?:['’-]\p{Lu}{2,})?`;
const CAPS_NAME = String.raw`${CAPS_WORD}(?:,${SP}*|${SP}+)${CAPS_WORD}(?:${SP}+${CAPS_WORD})?`;
const NOT_IN_WORD = String.raw`(?<![\p{L}\p{N}])`;
const PATIENT = String.raw`(?:[Pp]atient|PATIENT)`;

/** Capitalised words that follow "Patient" in headings and prose and are nobody's name. */
const NOT_NAMES = new Set(
  `access admission age aged ais all alloy anatomy and anonymous anterior arm artery baseline
  basilar blood board care carotid case cases catheter center centered centre centred cerebral
  characteristics chromium clinic clinical cobalt cohort coil comfort committee consent
  criteria ct cta data demographics department details device devices discharge dsa ed
  eligibility endpoint enrollment enrolment exclusion experience external female first flow
  follow gender gold group guide guideline guidelines health healthcare history hospital ich
  icu identifier imaging inclusion index information institute interface internal journey left
  level lvo male management mean median medical middle model modified monitoring mra mri na
  name nickel nihss nitinol none normal note notes number or outcome outcomes panel pathway
  patient patients phase platinum population positioning posterior preference preferences
  pressure primary privacy protocol pt radiology range rankin record records redacted registry
  report reported result results review right room safety sah satisfaction scale scan score
  scores screening secondary selection series services sex side specific stable status stent
  stroke study summary surgical system systems table tantalum tbd the tia titanium total
  transfer transport trial tungsten type unit university unknown vein version vertebral
  workflow zero`.split(/\s+/),
);
const allNames = (id: string) =>
  id.split(/[\s,]+/).every((word) => !NOT_NAMES.has(word.replace(/\.$/, '').toLowerCase()));

/** Words that put a record about a person near a bare "Name:". */
const RECORD_NEAR = /\b(?:patient(?!s)|pt|MRN|DOB|D\.O\.B|date of birth|medical record)\b/i;

/** Words that make "Mr. X" a patient: the text speaks of their care, not of their work. */
const CARE_NEAR =
  /\b(?:patient(?!s)|pt|year[- ]old|years? old|y\/o|admitted|presented with|presenting with|presents with|diagnosed|underwent|discharged|complain(?:ed|s|ing)|history of|MRN|DOB)\b/i;
/** "Mrs. Patel's aneurysm". */
const HER_CARE =
  /^['’]s?\s+(?:aneurysm|stroke|occlusion|bleed|ha?emorrhage|scan|CT|MRI|angiogram|symptoms|procedure|treatment|NIHSS|mRS)\b/i;

/** "Mrs. Doyle, the research nurse, ...": someone named by their work is staff, not a patient. */
const THEIR_WORK =
  /^,?\s+(?:(?:is|was)\s+)?(?:the|our|a|an|their)\s+(?:[\w-]+\s+){0,2}(?:nurse|engineer|coordinator|manager|director|physician|surgeon|radiologist|neurologist|neurosurgeon|technologist|radiographer|doctor|lead|investigator|representative|rep|distributor|specialist|colleague|scientist|consultant|fellow|resident)s?\b/i;

const nearby = (pattern: RegExp, width: number) => (match: Match) =>
  allNames(match.id) && around(match, width).some((side) => pattern.test(side));

export const patientNameRules: Rule[] = [
  {
    // Patient: John Smith / Pt: Doe, Jane / PATIENT - JOHN SMITH
    type: 'patient-name',
    pattern: new RegExp(
      String.raw`${NOT_IN_WORD}(?:${PATIENT}|[Pp]t|PT)(?:${SP}*:|${SP}+[\u2013\u2014-])${SP}*(?<id>${FULL_NAME}|${LAST_FIRST}|${CAPS_NAME})`,
      'gdu',
    ),
    accept: ({ id }) => allNames(id),
  },
  {
    // Patient name: Smith / the patient's name was Jane Doe / a patient named Anna Rossi
    type: 'patient-name',
    pattern: new RegExp(
      String.raw`${NOT_IN_WORD}${PATIENT}(?:['’]s)?${SP}+(?:[Nn]ame${SP}*(?:is|was|:)|named|called)${SP}*(?<id>${LAST_FIRST}|${FULL_NAME}|${WORD})`,
      'gdu',
    ),
    accept: ({ id }) => allNames(id),
  },
  {
    // the patient Anna Müller underwent ...
    type: 'patient-name',
    pattern: new RegExp(String.raw`${NOT_IN_WORD}${PATIENT}${SP}+(?<id>${FULL_NAME})`, 'gdu'),
    accept: ({ id }) => allNames(id),
  },
  {
    // Name: Jane Doe, next to MRN: 123456
    type: 'patient-name',
    pattern: new RegExp(
      String.raw`${NOT_IN_WORD}(?:[Nn]ame|NAME)${SP}*:${SP}*(?<id>${FULL_NAME}|${LAST_FIRST})`,
      'gdu',
    ),
    accept: nearby(RECORD_NEAR, 100),
  },
  {
    // Mrs. Patel, a 67-year-old woman, presented with ...
    type: 'patient-name',
    pattern: new RegExp(
      String.raw`${NOT_IN_WORD}(?:Mr|Mrs|Ms|Miss|Mx)\.?${SP}+(?<id>${WORD}(?:${SP}+${WORD})?)`,
      'gdu',
    ),
    // Only the sentence it stands in: the one before may be about someone else.
    accept: (match) =>
      allNames(match.id) &&
      !THEIR_WORK.test(match.text.slice(match.end, match.end + 60)) &&
      (HER_CARE.test(match.text.slice(match.end, match.end + 40)) ||
        sentenceAround(match, 160).some((side) => CARE_NEAR.test(side))),
  },
];
