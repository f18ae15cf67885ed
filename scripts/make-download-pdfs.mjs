// Writes the documents offered on /downloads as small, valid PDF 1.4 files in
// web/public/downloads/, then prints their sizes for web/src/features/info/download-documents.ts.
// The output is deterministic (no dates), so running it again changes nothing.
// Usage: node scripts/make-download-pdfs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'web',
  'public',
  'downloads',
);
const ORGANISATION = 'Illinois Taekwondo Association';
const CONTACT = 'Questions: info@illinoistaekwondo.org';

const DOCUMENTS = [
  {
    file: 'athlete-code-of-conduct.pdf',
    title: 'Athlete Code of Conduct',
    intro:
      'Every athlete who trains, competes or takes part in an event of the Illinois Taekwondo Association agrees to follow this code. It reflects the tenets of taekwondo and our values of loyalty, integrity, duty, respect and sacrifice.',
    items: [
      'Treat instructors, coaches, referees, officials, opponents and teammates with courtesy and respect, on and off the mat.',
      'Bow when entering and leaving the training area and the competition ring, and follow the etiquette of your school.',
      'Compete fairly: respect the rules of the competition and the decisions of referees, and never try to win by cheating.',
      'Never use a technique outside training or competition except to defend yourself or others from real harm.',
      'Do not use, possess or offer alcohol, tobacco, illegal drugs or substances banned by anti-doping rules at any association activity.',
      'Do not bully, harass, threaten or discriminate against anyone, in person or online.',
      'Look after your own safety and that of your training partners: warm up, use the required protective equipment and report injuries at once.',
      'Keep your uniform and equipment clean and in good repair, and wear them properly.',
      'Arrive on time, listen to your coach and take responsibility for your own training.',
      'Represent your club and the association with honesty and good sportsmanship, whether you win or lose.',
    ],
    closing:
      'Breaking this code may lead to a warning, removal from an event, or suspension or cancellation of membership, as decided by the Board of Directors after hearing the athlete and, for a minor, a parent or guardian.',
  },
  {
    file: 'coach-code-of-conduct.pdf',
    title: 'Coach Code of Conduct',
    intro:
      'Coaches and instructors hold a position of trust. Every coach registered with the Illinois Taekwondo Association agrees to follow this code at training, at events and whenever acting on behalf of a club or the association.',
    items: [
      'Put the safety, health and well-being of athletes before any result.',
      'Never be alone and out of sight with a minor athlete. Keep doors open and another adult present, and keep messages to minors in group channels that include a parent or guardian.',
      'Never use physical, verbal or emotional abuse, and never use training or exercise as punishment.',
      'Keep physical contact to what a technique or safety requires, explain it beforehand and respect every refusal.',
      'Report any suspicion of abuse or neglect of a child to the Illinois Department of Children and Family Services (DCFS) and to the association without delay.',
      'Keep your certifications, first aid knowledge and safe sport training current.',
      'Teach techniques suited to the age, rank and physical condition of each athlete, and stop training when an athlete is injured or unwell.',
      'Respect referees and officials; raise disagreements only through the proper channels and never in front of athletes in anger.',
      'Do not use alcohol, tobacco or drugs while coaching or supervising athletes.',
      'Keep the personal information of athletes and families confidential.',
      'Avoid conflicts of interest and be honest in all dealings with athletes, parents, clubs and the association.',
    ],
    closing:
      'A coach who breaks this code may be removed from events and have their coach membership suspended or cancelled by the Board of Directors. Reports of abuse are also passed to the appropriate authorities.',
  },
  {
    file: 'parents-code-of-conduct.pdf',
    title: 'Parents Code of Conduct',
    intro:
      "Parents, guardians and family members play a large part in a young athlete's experience. By enrolling a child with the Illinois Taekwondo Association, parents and guardians agree to follow this code at training and at events.",
    items: [
      'Encourage your child to train and compete for enjoyment, effort and personal growth, not only for medals.',
      'Praise effort and good sportsmanship in every athlete, including opponents.',
      'Respect the decisions of referees and officials. Leave coaching to the coaches during training and matches.',
      'Do not shout at, insult or threaten athletes, coaches, referees, officials or other parents.',
      'Stay outside the competition area unless an official invites you in.',
      'Bring your child on time with the required uniform and protective equipment, and collect your child on time.',
      'Tell the coach about any injury, illness, allergy or condition that may affect safe training.',
      'Raise concerns calmly and privately with the coach or club, or with the association at info@illinoistaekwondo.org.',
      "Respect the privacy of other families: do not share photographs of other children without their parents' permission.",
      'Do not bring or use alcohol, tobacco or drugs at any association activity.',
    ],
    closing:
      'A parent or guardian who breaks this code may be asked to leave an event. Repeated or serious breaches will be referred to the Board of Directors.',
  },
  {
    file: 'training-acknowledgement-and-media-release.pdf',
    title: 'Training Acknowledgement and Media Release Form',
    intro:
      'Please read both sections, complete the details at the end and return the signed form to your club. A parent or legal guardian must sign for an athlete under 18 years of age.',
    sections: [
      {
        heading: 'Part 1. Training acknowledgement',
        items: [
          'I understand that taekwondo is a contact sport and that training and competition carry a risk of injury, including sprains, fractures and concussion.',
          'I confirm that the athlete is in good health and able to take part in physical activity, and I will tell the coach about any medical condition, injury or medication that may affect training.',
          'I agree that the athlete will follow the instructions of coaches, referees and officials, use the required protective equipment and follow the Athlete Code of Conduct.',
          'I authorise club and association staff to seek emergency medical treatment for the athlete if I cannot be reached.',
        ],
      },
      {
        heading: 'Part 2. Media release',
        items: [
          'I allow the Illinois Taekwondo Association to take photographs and video of the athlete at association training, events and competitions.',
          'These images may be used on the association website and social media and in newsletters and promotional material for the association, without payment.',
          'The association will not publish the home address, telephone number, email address or date of birth of any athlete with these images.',
          'I may withdraw this permission at any time by writing to info@illinoistaekwondo.org. Withdrawal applies to future use; printed material already distributed cannot be recalled.',
        ],
      },
    ],
    fields: [
      'Athlete name: ________________________________________',
      'Club or school: ______________________________________',
      'Parent or guardian name (if under 18): __________________',
      'Signature: ____________________________   Date: __________',
    ],
  },
];

// Advance widths of Helvetica for WinAnsi codes 32 to 126, in thousandths of the font size.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Bold glyphs are wider; a margin keeps bold lines inside the page.
const BOLD_FACTOR = 1.08;

const PAGE = { width: 612, height: 792, margin: 60 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

function textWidth(text, size, bold) {
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126)
      throw new Error(`Only printable ASCII is supported: ${JSON.stringify(char)}`);
    units += HELVETICA_WIDTHS[code - 32];
  }
  return (units / 1000) * size * (bold ? BOLD_FACTOR : 1);
}

function wrap(text, size, bold, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdfString = (text) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** Lays out blocks of text into pages of positioned lines. */
function layout(blocks) {
  const pages = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const { size, bold = false, indent = 0, label = '', spaceBefore = 0 } = block;
    const leading = size * 1.4;
    const lines = wrap(block.text, size, bold, TEXT_WIDTH - indent);
    y -= spaceBefore;
    // Keep a short block together rather than splitting it across pages.
    if (y - leading * Math.min(lines.length, 3) < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    lines.forEach((text, index) => {
      if (y - leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      const page = pages[pages.length - 1];
      if (index === 0 && label)
        page.push({ x: PAGE.margin + indent - 22, y, size, bold, text: label });
      page.push({ x: PAGE.margin + indent, y, size, bold, text });
    });
  }
  return pages;
}

function blocksFor(document) {
  const blocks = [
    { text: ORGANISATION.toUpperCase(), size: 10, bold: true },
    { text: document.title, size: 20, bold: true, spaceBefore: 6 },
    { text: document.intro, size: 11, spaceBefore: 14 },
  ];
  const numbered = (items) =>
    items.map((text, index) => ({
      text,
      size: 11,
      indent: 22,
      label: `${index + 1}.`,
      spaceBefore: 6,
    }));
  if (document.items) blocks.push(...numbered(document.items));
  for (const section of document.sections ?? []) {
    blocks.push({ text: section.heading, size: 13, bold: true, spaceBefore: 16 });
    blocks.push(...numbered(section.items));
  }
  if (document.closing) blocks.push({ text: document.closing, size: 11, spaceBefore: 14 });
  for (const field of document.fields ?? [])
    blocks.push({ text: field, size: 11, spaceBefore: 14 });
  blocks.push({ text: CONTACT, size: 9, spaceBefore: 24 });
  return blocks;
}

function contentStream(lines, pageNumber, pageCount, title) {
  const commands = lines.map(
    ({ x, y, size, bold, text }) =>
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td (${escapePdfString(text)}) Tj ET`,
  );
  const footer = `${title} - page ${pageNumber} of ${pageCount}`;
  commands.push(`BT /F1 8 Tf ${PAGE.margin} 40 Td (${escapePdfString(footer)}) Tj ET`);
  return commands.join('\n');
}

/** Serialises numbered objects with a cross-reference table whose offsets are byte-exact. */
function buildPdf(objects) {
  const chunks = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xrefOffset = length;
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 2 0 R >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

function makePdf(document) {
  const pages = layout(blocksFor(document));
  // Objects: 1 catalog, 2 info, 3 pages, 4 and 5 fonts, then a page and its content per page.
  const pageIds = pages.map((_, index) => 6 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 3 0 R >>',
    `<< /Title (${escapePdfString(document.title)}) /Author (${ORGANISATION}) /Producer (make-download-pdfs.mjs) >>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, index) => {
    const stream = contentStream(lines, index + 1, pages.length, document.title);
    objects.push(
      `<< /Type /Page /Parent 3 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`,
    );
    objects.push(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  return buildPdf(objects);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const document of DOCUMENTS) {
  const pdf = makePdf(document);
  writeFileSync(resolve(OUT_DIR, document.file), pdf);
  console.log(`${document.file}\t${pdf.length} bytes`);
}
