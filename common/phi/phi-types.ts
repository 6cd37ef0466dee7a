// The HIPAA Safe Harbor identifiers (45 CFR 164.514(b)(2)) that can be recognised in text an
// inventor types or attaches. Photographs, biometrics and the like are not text: they are not
// here (docs/decisions/0037-phi-guard.md).

/** Each kind of identifier the guard looks for, with what the inventor is told was found. */
export const phiTypeLabels = {
  'patient-name': 'Patient name',
  'date-of-birth': 'Date of birth',
  ssn: 'Social Security number',
  mrn: 'Medical record number',
  'health-plan-or-account-number': 'Health plan or account number',
  phone: 'Phone or fax number',
  email: 'Email address',
  'street-address': 'Street address',
  'ip-address': 'IP address',
} as const satisfies Record<string, string>;
export type PhiType = keyof typeof phiTypeLabels;
export const phiTypes = Object.keys(phiTypeLabels) as PhiType[];

/** Where an identifier stands in the text: `text.slice(start, end)` is the identifier itself. */
export interface PhiFinding {
  type: PhiType;
  start: number;
  end: number;
}

/** What an inventor signs when the guard found something: recorded in the manifest. */
export const phiAttestationText =
  'This disclosure contains no information that identifies a patient.';

export const phiMessages = {
  attestationRequired:
    'This disclosure may contain information that identifies a patient. Remove it, or confirm that it does not identify a patient.',
  dicomRefused:
    'DICOM medical images cannot be attached: they carry patient identifiers. Export the image without patient data (for example as PNG) and attach that.',
} as const;
