export interface FaqItem {
  /** Stable id: the accordion item's value. */
  id: string;
  question: string;
  /** One or more paragraphs. */
  answer: readonly string[];
  /** Shown in the home page's accordion too (five of the seven, spec 01 §2). */
  onHome: boolean;
}

/** The one list of questions: all seven on /faq, five of them on the home page. */
export const faqItems: readonly FaqItem[] = [
  {
    id: 'who-can-submit',
    question: 'Who can submit an idea?',
    answer: [
      'Clinicians, customers, partners and anyone else who works with our neurovascular devices: interventional neuroradiologists, neurosurgeons, neurologists, cath lab and angio suite nurses and technologists, and the engineers and buyers who support them.',
      'You need to be at least 18 years old, register with your email address, confirm it, and sign our invention agreement before you submit.',
    ],
    onHome: true,
  },
  {
    id: 'confidential',
    question: 'Is my submission kept confidential?',
    answer: [
      'Yes. Submissions are confidential. They are visible only to you and to the staff who review them, and the invention agreement you sign sets out how both sides treat the information you share.',
    ],
    onHome: true,
  },
  {
    id: 'what-to-submit',
    question: 'What kind of ideas are you looking for?',
    answer: [
      'Anything you have seen at the bedside or in the angio suite that could make a procedure safer, faster or more predictable: how an aspiration catheter or stent retriever behaves in an occlusion, how a flow diverter opens and wall-apposes, how access catheters track through tortuous anatomy, packaging and preparation steps, or training and workflow.',
      'A clear description of the problem you saw is as valuable as a finished solution. You can attach a sketch or document if it helps.',
    ],
    onHome: false,
  },
  {
    id: 'edit-after-sending',
    question: 'Can I change an idea after I have sent it?',
    answer: [
      'A sent idea cannot be edited, so the version our staff review is always the one you submitted. You can resubmit it: this starts a new submission filled in from the earlier one, which you can change before sending. Until you send it, you can keep an idea as a draft.',
    ],
    onHome: true,
  },
  {
    id: 'how-many',
    question: 'Is there a limit on how many ideas I can submit?',
    answer: ['No. You can submit as many ideas as you like, and follow each one separately.'],
    onHome: true,
  },
  {
    id: 'compensation',
    question: 'Will I be compensated for my idea?',
    answer: [
      'Compensation or collaboration is possible only if we choose to pursue patent protection for your idea. If we do, we will contact you to discuss the next steps. Submitting an idea does not by itself create an obligation to develop it or to pay for it.',
    ],
    onHome: true,
  },
  {
    id: 'how-long',
    question: 'How long does the review take?',
    answer: [
      'Processing time varies with the idea: some can be assessed quickly, others need input from several engineering, clinical and regulatory specialists. You can follow the status of each submission in your dashboard at any time.',
    ],
    onHome: false,
  },
];

export const homeFaqItems: readonly FaqItem[] = faqItems.filter((item) => item.onHome);
