/** Clinicians the journeys sign up as: each spec gives its person a fresh address. */
export const people = {
  lenaPark: {
    password: 'Stent-Retriever-42',
    fullName: 'Dr. Lena Park',
    jobTitle: 'Neurosurgeon',
  },
  omarHaddad: {
    password: 'Aspiration-Catheter-42',
    fullName: 'Dr. Omar Haddad',
    jobTitle: 'Stroke Neurologist',
  },
  maraQuinn: {
    password: 'Coil-Embolization-42',
    fullName: 'Dr. Mara Quinn',
    jobTitle: 'Interventional Neuroradiologist',
  },
} as const;
