import type { PhiType } from './phi-types';

// What the guard is measured against. Every name, number and address below is invented, or is
// one of the examples published as never belonging to anyone (555 phone numbers, 078-05-1120,
// 2001:db8 addresses).

/** Text holding one kind of patient identifier, by kind, in several forms each. */
const oneKind: [PhiType, string[]][] = [
  [
    'ssn', // Social Security numbers
    [
      'Patient SSN: 123-45-6789',
      'Social Security number 234567890 was on the consent form.',
      'Her SS# is 321 54 9876.',
      'The scanned intake sheet showed 078-05-1120 in the top box.',
    ],
  ],
  [
    'mrn', // Medical record numbers
    [
      'MRN: 00482913',
      'Medical record number 7734-2210 is printed on the angiogram.',
      'Patient ID: PT-004417, left MCA aneurysm.',
      'Hospital no. A1234567 (neuro ICU).',
      'MR# 5566778, admitted after a fall.',
      'NHS number 943 476 5919 appears on the referral letter.',
      'Med Rec No 12345678',
    ],
  ],
  [
    'date-of-birth', // Dates of birth
    [
      'DOB 03/15/1961',
      'Date of birth: 1961-03-15',
      'The woman was born on March 15, 1961 in Cork.',
      'D.O.B. 15 Mar 1961',
      'Her birthdate is 7/4/58.',
      'He was born in June 1949 and smoked for 40 years.',
      'DOB: 12 Jan',
    ],
  ],
  [
    'phone', // Phone and fax numbers
    [
      'Call the family at (555) 123-4567 after discharge.',
      'Mobile: +1 555 123 4567',
      'Fax 555.123.4567 for the imaging report.',
      'Her daughter can be reached on 555-123-4567.',
      'Tel. +44 20 7946 0958',
      'Phone 0172 3456789 (husband).',
      'The ward rang back from +49 (0)30 1234567 on Monday.',
    ],
  ],
  [
    'email', // Email addresses
    [
      'Please send the images to j.smith1961@gmail.com today.',
      'Contact: maria.lopez+records@yahoo.co.uk',
    ],
  ],
  [
    'street-address', // Street addresses
    [
      'The patient lives at 742 Evergreen Terrace, Springfield, OR 97403.',
      'Home: 1600 Pennsylvania Avenue NW, Washington, DC 20500',
      'Address 25 W 43rd St, New York, NY 10036',
      'Mailing address PO Box 4417, Austin, TX 78701',
      'Discharged home to 12 Oak Dr., Apt 3B, with her sister.',
      'She walks daily from 221B Baker Street to the clinic.',
      'Seen at home, 123 Main St. Apt 4.',
      'Sie wohnt in der Hauptstraße 5 in Berlin.',
      'Adresse : 12 rue de la Paix, 75002 Paris',
    ],
  ],
  [
    'patient-name', // Patient names
    [
      'Patient: John Smith',
      'Pt: Doe, Jane',
      'The patient Anna Müller underwent coiling of a basilar tip aneurysm.',
      'Mrs. Patel, a 67-year-old woman, presented with a sudden severe headache.',
      "Mr. O'Brien's aneurysm was coiled in 2022.",
      'We treated a patient named Carlos Mendoza-Ruiz with a flow diverter.',
      'Patient name: Okafor',
      'PATIENT: JOHN SMITH',
      'Mr Smith was admitted with a left MCA occlusion.',
    ],
  ],
  [
    'health-plan-or-account-number', // Health plan and account numbers
    [
      'Member ID: XJH123456789',
      'Medicare Beneficiary Identifier: 1EG4-TE5-MK73',
      'Policy number 987654321, group no. 44021',
      'Billing went to Account #4481-2231-09.',
      'Insurance ID W2233445566 (Aetna).',
    ],
  ],
  [
    'ip-address', // IP addresses
    [
      'The upload came from IP 10.0.0.12 at 02:14.',
      'The workstation at 192.168.14.201 stored the scans.',
      'PACS server fe80::1ff:fe23:4567:890a',
      'IPv6 2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    ],
  ],
];

/** Text holding patient identifiers, with every kind it holds (and no other). */
export const phiSamples: { text: string; types: PhiType[] }[] = [
  ...oneKind.flatMap(([type, texts]) => texts.map((text) => ({ text, types: [type] }))),
  { text: 'Name: Robert Brown   MRN: 5512093', types: ['patient-name', 'mrn'] },
  {
    text: 'Pt: Jane Doe, DOB 01/02/1960, MRN 1234567, tel (617) 555-0100',
    types: ['patient-name', 'date-of-birth', 'mrn', 'phone'],
  },
  {
    text: 'John Smith (DOB 4/5/1950) presented with SAH; write to jsmith@example.org.',
    types: ['date-of-birth', 'email'],
  },
];

/**
 * Neurovascular clinical and engineering prose, full of numbers, dates, devices, standards,
 * clinicians, hospitals and trials, and holding no patient identifier.
 */
export const cleanClinicalProse: string[] = [
  'We observed a 4 mm aneurysm in 2024 that grew to 6 mm by 2025.',
  'Follow-up at 6 months (n=42) showed complete occlusion in 38 of 42 aneurysms (90.5%).',
  'The 2023 ESO guideline recommends thrombectomy up to 24 hours after onset.',
  'Biocompatibility was tested per ISO 10993-5 and ISO 10993-10.',
  'The predicate device was cleared under 510(k) K123456 in 2019.',
  'The clot was lodged in the MCA M1 segment, distal to the ICA terminus.',
  'We deployed a flow diverter 4.0 x 20 mm across the neck.',
  'The difference in mRS 0-2 at 90 days was significant (p < 0.05).',
  'This builds on patent US 10,123,456 B2 and publication US 2021/0123456 A1.',
  'See DOI 10.1161/STROKEAHA.120.030000 for the registry results.',
  'Results were presented in March 2024 at LINNC Paris.',
  'Dr. Smith at Mercy Hospital presented the first 12 cases.',
  'Firmware version 2.10.4.1 of the pump logs pressure at 100 Hz.',
  'The catalogue number FD-4020-15 denotes the 4.0 mm by 20 mm size.',
  'Reference: https://www.ahajournals.org/doi/10.1161/STR.0000000000000211 (accessed 12 January 2025).',
  'Mean procedure time fell from 74 to 52 minutes (95% CI 18-26).',
  'The microcatheter has a 0.017 inch inner diameter and a 150 cm working length.',
  'Prof. Dr. Anna Keller of Charité Berlin and Dr. Lee from Mount Sinai co-authored the protocol.',
  'In the DAWN trial, 206 patients were randomized between 6 and 24 hours after last known well.',
  'Our bench model reproduced a 3:1:1 ratio of inflow, outflow and sac pressure.',
  'Air kerma was 1,250 mGy with 38 minutes of fluoroscopy.',
  'The coil is platinum-tungsten (Pt 92%, W 8%) with a 0.010 inch primary wind.',
  'Each patient received 325 mg aspirin and 75 mg clopidogrel for 3 months.',
  'The patient was discharged on day 5 with an NIHSS of 2.',
  'Patient Reported Outcomes were collected at 30 and 90 days.',
  'Ms. Garcia from regulatory affairs reviewed the IEC 60601-1 test report.',
  'Devices were aged at 55 °C for 42 days per ASTM F1980-21 before testing.',
  'Slides from the 2022 SNIS annual meeting (Toronto, July 25-29) are attached.',
  'The stent retriever (Solitaire X 6 x 40 mm) achieved TICI 2b-3 in 87% of passes.',
  'CT perfusion thresholds were rCBF < 30% and Tmax > 6 s.',
  'The ARISE II study enrolled 228 patients at 32 sites between 2016 and 2018.',
  'Dr. Jones at St. Mary’s Hospital treated 15 cases with the new coil.',
  'Between 2019 and 2021 Stroke Center Dr. Patel led 140 procedures.',
  'The idea was born on 12 March 2023 during a basilar thrombectomy.',
  'Mr. Jones, our quality engineer, confirmed lot 2024-0117 passed release.',
  'Heparinized saline flush at 30 mL/h kept the ACT between 250 and 300 s.',
  'Packaging is sterilized by EtO per ISO 11135:2014 to a SAL of 10^-6.',
  'The telephone follow-up at 90 days used the structured mRS interview.',
  'Group 2 (n = 18) received the 0.021 inch catheter.',
  'Device-related complications account for 12% of events in the 2020-2022 cohort.',
  'The registry (NCT01234567) enrolled patients at 14 sites across the UK and US.',
  'The pressure wire read 85/40 mmHg at 10:42:13 before deployment.',
  'We will present the bench data at ESOC 2025 in Helsinki on 21 May 2025.',
  'Dr. Maria Rossi, MD, PhD (Università di Padova) is the principal investigator.',
  'Per IFU section 4.2.1.3, flush the catheter before use.',
  'The CT series UID 1.2.840.10008.5.1.4.1.1.2 identifies the imaging class, not a person.',
  'Patient Safety Committee approval was received on 4 April 2024.',
  'A 3 Way stopcock and a 2 Way valve were connected to the sheath.',
  'Inclusion: age 18-85, NIHSS ≥ 6, ASPECTS ≥ 6, onset to groin < 6 h.',
  'Name: Sarah Connor, R&D engineer, Galway site.',
  'Revenue is projected at $12.5M by FY2027 with a 68% gross margin.',
  'The 0.088 inch guide catheter was advanced over a 6F 125 cm select catheter.',
  'For each patient Mrs. Doyle, the research nurse, completed the CRF at 24 h.',
  'Mr. Tanaka, our Japanese distributor, asked for a 2.5 mm size for the PMDA filing.',
  'Born out of frustration with the 2019 devices, the idea took 3 years to mature.',
  'Tel Aviv Sourasky Medical Center enrolled 21 patients in 2023.',
  'A Pt-W ratio of 92:8 gives the coil its radiopacity.',
  'Account manager: Peter Walsh, EMEA region, 3 hospitals in Dublin.',
  'Patient positioning: supine, head in neutral, arm boards on both sides.',
  'Version 12.2.100.1 of the DICOM viewer anonymises the headers.',
];
